import { memo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Menu } from '@/ui';
import { selectAppliedBasket, selectOrderedFilters, type BasketEntry } from './filtersSelectors';
import { useApplyFilters, useFilterChoices } from './hooks';
import { useEntryLabel } from './components/useEntryLabel';
import { entryKey } from './model/filterEntries';
import type { FilterGroupKey } from './model/groups';
import { missingRequiredFilters, REQUIRED_FILTER_MESSAGE } from './model/requiredFilters';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The session's filters as one dropdown chip per group (results page). Picking an entry in a
 * chip's menu removes that filter and searches again, through the same validation as Show. A
 * filter the search cannot do without (the last work category) stays, and the buyer is told why:
 * there is no filter panel open here to mark the missing group in.
 */
// Memoised: it has no props, so the results page's re-renders (sort, page) leave it alone.
export const ActiveFilterChips = memo(function ActiveFilterChips() {
  const { t } = useTranslation('searchFilters');
  const applied = useSelector(selectAppliedBasket);
  const label = useEntryLabel();
  const { remove } = useFilterChoices();
  const { apply } = useApplyFilters('resultsPanel');
  const working = useSelector(selectOrderedFilters);
  const [refusedGroup, setRefusedGroup] = useState<keyof typeof REQUIRED_FILTER_MESSAGE | null>(null);
  const groups = new Map<FilterGroupKey, BasketEntry[]>();
  applied.forEach((b) => groups.set(b.group, [...(groups.get(b.group) ?? []), b]));
  if (!groups.size) return null;

  const refusal = refusedGroup && REQUIRED_FILTER_MESSAGE[refusedGroup];
  return (
    <>
      <Row role="group" aria-label={t('chips.label')}>
        {[...groups.entries()].map(([group, entries]) => (
          <Menu<string>
            key={group}
            variant="secondary"
            size="sm"
            trigger={t('chips.group', { group: t(`groups.${group}`), count: entries.length })}
            items={entries.map((b) => ({ id: b.key, label: t('chips.remove', { label: label(b.entry) }) }))}
            onAction={(key) => {
              const [missing] = missingRequiredFilters(working.filter((entry) => entryKey(entry) !== key));
              setRefusedGroup(missing ?? null);
              if (missing) return;
              remove(key);
              apply();
            }}
          />
        ))}
      </Row>
      {refusal && (
        <Alert tone="warning" onClose={() => setRefusedGroup(null)} closeLabel={t('close', { ns: 'common' })}>
          {t(refusal)}
        </Alert>
      )}
    </>
  );
});
