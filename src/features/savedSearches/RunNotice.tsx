import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button } from '@/ui';
import { droppedNames } from './droppedNames';
import { useRunOf, useRunSavedSearch } from './hooks';

const Notices = styled.div`
  flex-basis: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * On the results page a saved search opened: the filters its run left out because they no longer
 * exist (issue 40 item 5), and, for "only the new ones", that the list is narrowed, with the way back
 * to all its results.
 */
export function RunNotice({ sid }: { sid: string }) {
  const { t } = useTranslation('savedSearches');
  const ran = useRunOf(sid);
  const runner = useRunSavedSearch();
  if (!ran || (!ran.droppedFilters.length && !ran.onlyNew)) return null;
  return (
    <Notices>
      {ran.droppedFilters.length > 0 && (
        <Alert tone="warning">{t('run.dropped', { count: ran.droppedFilters.length, names: droppedNames(ran.droppedFilters, t) })}</Alert>
      )}
      {ran.onlyNew && (
        <Alert tone="info">
          <span>{t('run.onlyNew', { count: ran.newCount, name: ran.savedSearch.name })}</span>{' '}
          <Button variant="link" onPress={() => runner.start(ran.savedSearch, false)} isPending={runner.running !== null}>
            {t('run.showAll')}
          </Button>
        </Alert>
      )}
    </Notices>
  );
}
