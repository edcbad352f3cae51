import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, LinkButton, media, Spinner } from '@/ui';
import { href, useSearchParams } from '@/platform/router';
import { SessionLoadFailed, SessionSaveFailed } from '../components/SessionAlerts';
import { selectLeavingTo } from '../session/selectors';
import { CountNote } from './components/CountNote';
import { selectAppliedSessionId } from './filtersSelectors';
import { useApplyFilters, useSessionFor } from './hooks';
import { FROM_RESULTS_PARAM } from './model/constants';
import { FiltersBlock } from './FiltersBlock';
import { FilterBasket } from './FilterBasket';
import { SearchTypeChoice } from './SearchTypeChoice';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  h1 { margin: 0; }
  /* On a phone the two actions stack and a long label ("Apply new filters (1,766 results)", longer
     in French) wraps inside its button rather than running off the screen. */
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    max-width: 100%;
    > * { max-width: 100%; white-space: normal; }
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: 1fr;
  ${media.up('tablet')} { grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr); }
  > aside { order: -1; }
  ${media.up('tablet')} { > aside { order: 0; } }
`;

const Notices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  &:empty { display: none; }
`;

const Left = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** /source-supplier/search-filters[?sid][&from=results] (spec 01 §2). */
export function FiltersScreen() {
  // The session messages are worded once, in the search namespace, for every screen that saves or loads one.
  const { t } = useTranslation(['searchFilters', 'search']);
  const [params] = useSearchParams();
  const sid = params.get('sid');
  const fromResults = params.get(FROM_RESULTS_PARAM.name) === FROM_RESULTS_PARAM.value;
  const session = useSessionFor(sid, useSelector(selectAppliedSessionId));
  const leavingTo = useSelector(selectLeavingTo);
  const { count, hasUnappliedChanges, saving, saveError, apply, close } = useApplyFilters('filtersPage');
  const positive = count.status === 'loaded' && (count.data ?? 0) > 0;
  const closeTo = fromResults && sid ? href.results({ sid }) : href.landing({ sid });

  return (
    <section>
      <Header>
        <h1>{t('title')}</h1>
        <div className="actions">
          <LinkButton variant="secondary" href={closeTo} onPress={close}>{t('closeFilters')}</LinkButton>
          {hasUnappliedChanges && (
            <Button onPress={apply} isPending={saving}>
              {saving && <Spinner size={16} label={t('saving')} />}
              {positive ? t('applyNewFiltersCount', { count: count.data ?? 0 }) : t('applyNewFilters')}
            </Button>
          )}
        </div>
        <CountNote role="status">{hasUnappliedChanges && count.status === 'error' ? t('countFailed') : ''}</CountNote>
      </Header>
      <Notices>
        {leavingTo && <Alert tone="warning">{t('search:notAuthorised')}</Alert>}
        {session.loadError && <SessionLoadFailed error={session.loadError} onRetry={session.retry} />}
        {saveError && <SessionSaveFailed error={saveError} />}
      </Notices>
      <Columns>
        <Left>
          <SearchTypeChoice label="matchMyCriteria" />
          <FiltersBlock variant="page" />
        </Left>
        <aside>
          <FilterBasket />
        </aside>
      </Columns>
    </section>
  );
}
