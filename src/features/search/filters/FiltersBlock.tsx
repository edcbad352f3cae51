import { lazy, memo, Suspense, useDeferredValue, useMemo, useState, type ComponentType } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/platform/i18n';
import styled from 'styled-components';
import { Accordion, AccordionItem, Alert, Button, Spinner, type Key } from '@/ui';
import { selectMissingGroups } from './filtersSelectors';
import { useGoalsFailure, useSearchFilters } from './hooks';
import { groupAnchorId, type FilterGroupKey } from './model/groups';
import { GOALS_FAILED, useVisibleGroups, type FilterBlockSlot } from './components/useVisibleGroups';
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

type HeadingLevel = 2 | 3;

export interface FiltersBlockProps {
  /** landing: under the search boxes; page: the filters page's left column; panel: the results side panel. */
  variant: 'landing' | 'page' | 'panel';
}

const Root = styled.div<{ $variant: FiltersBlockProps['variant'] }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * The accordion of filter groups (spec 01 §2); a failing load explains itself and keeps the page.
 *
 * The reference data arrives through the store, whose updates React renders synchronously: the
 * accordion's first render (and each later change of the groups shown) would be one long task. The
 * block takes the arrival as a deferred value instead, so React renders the accordion in an
 * interruptible, time-sliced pass; what the buyer does (opening a group) still renders at once.
 */
export function FiltersBlock({ variant }: FiltersBlockProps) {
  const { t } = useTranslation('searchFilters');
  const { status, error, retry } = useSearchFilters();
  const groups = useVisibleGroups();
  const missing = useSelector(selectMissingGroups);
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set<Key>(['workCategories']));
  // A group found missing opens so its message is visible. Kept stable so that a store update
  // which changes neither leaves the accordion alone.
  const expandedKeys = useMemo(() => new Set<Key>([...expanded, ...missing]), [expanded, missing]);
  const shownStatus = useDeferredValue(status);
  const shownGroups = useDeferredValue(groups);

  if (shownStatus === 'error') {
    return (
      <Alert tone="danger" autoCloseMs={null}>
        <p>{error?.status === 403 ? t('errors.forbidden') : t('errors.generic')}</p>
        <Button variant="secondary" onPress={retry}>{t('retry')}</Button>
      </Alert>
    );
  }
  if (shownStatus !== 'loaded') return <Spinner label={t('loading')} />;

  return (
    <Root $variant={variant}>
      <FilterGroupsAccordion
        groups={shownGroups}
        expandedKeys={expandedKeys}
        onExpandedChange={setExpanded}
        headingLevel={variant === 'page' ? 2 : 3}
      />
    </Root>
  );
}

interface FilterGroupsAccordionProps {
  groups: FilterBlockSlot[];
  expandedKeys: Set<Key>;
  onExpandedChange: (keys: Set<Key>) => void;
  headingLevel: HeadingLevel;
}

/** Memoised: renders again only when the groups shown or the open ones change. */
const FilterGroupsAccordion = memo(function FilterGroupsAccordion({
  groups, expandedKeys, onExpandedChange, headingLevel,
}: FilterGroupsAccordionProps) {
  return (
    <Accordion allowsMultipleExpanded expandedKeys={expandedKeys} onExpandedChange={onExpandedChange}>
      {groups.map((group) => {
        if (group === 'searchType') return null;
        if (group === GOALS_FAILED) return <GoalsFailure key={group} />;
        return <FilterGroupSection key={group} group={group} isOpen={expandedKeys.has(group)} headingLevel={headingLevel} />;
      })}
    </Accordion>
  );
});

interface FilterGroupSectionProps {
  group: Exclude<FilterGroupKey, 'searchType'>;
  isOpen: boolean;
  headingLevel: HeadingLevel;
}

/** One group; memoised so that opening another group does not render this one's content again. */
const FilterGroupSection = memo(function FilterGroupSection({ group, isOpen, headingLevel }: FilterGroupSectionProps) {
  const { t } = useTranslation('searchFilters');
  const Group = GROUP_COMPONENTS[group];
  return (
    <div id={groupAnchorId(group)}>
      <AccordionItem id={group} title={t(`groups.${group}`)} headingLevel={headingLevel}>
        {/* Closed groups render nothing: the page stays light, and chosen filters live in the store. */}
        {isOpen && (
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <Group />
          </Suspense>
        )}
      </AccordionItem>
    </div>
  );
});

/** Where the Levels and SSIP groups would be when the goals call failed (spec 01 §8). */
function GoalsFailure() {
  const { t } = useTranslation('searchFilters');
  const errorText = useErrorText();
  const goalsFailure = useGoalsFailure();
  return (
    <Alert tone="danger" title={t('errors.goalsFailed')}>
      <p>{goalsFailure.error ? errorText(goalsFailure.error) : t('errors.requestFailed')}</p>
      <Button variant="secondary" onPress={goalsFailure.retry}>{t('retry')}</Button>
    </Alert>
  );
}
