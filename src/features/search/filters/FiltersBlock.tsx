import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/platform/i18n';
import styled from 'styled-components';
import { Accordion, AccordionItem, Alert, Button, Spinner, type Key } from '@/ui';
import { selectMissingGroups } from './filtersSelectors';
import { useGoalsFailure, useSearchFilters } from './hooks';
import { groupAnchorId, type FilterGroupKey } from './model/groups';
import { GOALS_FAILED, useVisibleGroups } from './components/useVisibleGroups';
import { WorkCategoriesGroup } from './groups/WorkCategoriesGroup';
import { LocationGroup } from './groups/LocationGroup';
import { CompanySizeGroup } from './groups/CompanySizeGroup';
import { LevelsGroup } from './groups/LevelsGroup';
import { SsipGroup } from './groups/SsipGroup';

// Rarely opened groups load on demand, keeping the landing route's first chunk small.
const SupplyChainGroup = lazy(() => import('./groups/SupplyChainGroup').then((m) => ({ default: m.SupplyChainGroup })));
const SupplyChainStageGroup = lazy(() =>
  import('./groups/SupplyChainStageGroup').then((m) => ({ default: m.SupplyChainStageGroup })),
);
const CustomFieldsGroup = lazy(() => import('./groups/CustomFieldsGroup').then((m) => ({ default: m.CustomFieldsGroup })));

const GROUP_COMPONENTS: Record<Exclude<FilterGroupKey, 'searchType'>, ComponentType> = {
  location: LocationGroup,
  levels: LevelsGroup,
  ssip: SsipGroup,
  supplyChain: SupplyChainGroup,
  supplyChainStage: SupplyChainStageGroup,
  companySize: CompanySizeGroup,
  workCategories: WorkCategoriesGroup,
  customFields: CustomFieldsGroup,
};

export interface FiltersBlockProps {
  /** landing: under the search boxes; page: the filters page's left column; panel: the results side panel. */
  variant: 'landing' | 'page' | 'panel';
}

const Root = styled.div<{ $variant: FiltersBlockProps['variant'] }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** The accordion of filter groups (spec 01 §2); a failing load explains itself and keeps the page. */
export function FiltersBlock({ variant }: FiltersBlockProps) {
  const { t } = useTranslation('searchFilters');
  const errorText = useErrorText();
  const { status, error, retry } = useSearchFilters();
  const goalsFailure = useGoalsFailure();
  const groups = useVisibleGroups();
  const missing = useSelector(selectMissingGroups);
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set<Key>(['workCategories']));
  // A group found missing opens so its message is visible.
  const expandedKeys = new Set<Key>([...expanded, ...missing]);

  if (status === 'error') {
    return (
      <Alert tone="danger" autoCloseMs={null}>
        <p>{error?.status === 403 ? t('errors.forbidden') : t('errors.generic')}</p>
        <Button variant="secondary" onPress={retry}>{t('retry')}</Button>
      </Alert>
    );
  }
  if (status !== 'loaded') return <Spinner label={t('loading')} />;

  return (
    <Root $variant={variant}>
      <Accordion allowsMultipleExpanded expandedKeys={expandedKeys} onExpandedChange={setExpanded}>
        {groups.map((group) => {
          if (group === 'searchType') return null;
          if (group === GOALS_FAILED) {
            return (
              <Alert key={group} tone="danger" title={t('errors.goalsFailed')}>
                <p>{goalsFailure.error ? errorText(goalsFailure.error) : t('errors.requestFailed')}</p>
                <Button variant="secondary" onPress={goalsFailure.retry}>{t('retry')}</Button>
              </Alert>
            );
          }
          const Group = GROUP_COMPONENTS[group];
          return (
            <div key={group} id={groupAnchorId(group)}>
              <AccordionItem id={group} title={t(`groups.${group}`)} headingLevel={variant === 'page' ? 2 : 3}>
                {/* Closed groups render nothing: the page stays light, and chosen filters live in the store. */}
                {expandedKeys.has(group) && (
                  <Suspense fallback={<Spinner label={t('loading')} />}>
                    <Group />
                  </Suspense>
                )}
              </AccordionItem>
            </div>
          );
        })}
      </Accordion>
    </Root>
  );
}
