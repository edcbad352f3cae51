import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/platform/i18n';
import { canUseSavedSearches } from '@/platform/auth/policies';
import { usePolicy } from '@/platform/session';
import { useSearchCriteriaTools } from '@/platform/slots/savedSearchSlots';
import type { FilterEntry } from '@/services/search/types';
import { Alert, Button, EmptyState, Pagination, Select, listPagination } from '@/ui';
import { PAGE_SIZES, useRunSavedSearch, useSavedSearchesList } from './hooks';
import { SavedSearchItem } from './SavedSearchItem';
import { Header, List, Section } from './SavedSearches.styles';
import { useFocusAfterDelete } from './useFocusAfterDelete';

type SortChoice = 'lastRunOn' | 'name';

/**
 * "Your saved searches" on the landing page, below the search methods (issue 40 item 2): each with
 * its name, its criteria in the chips' words, its last run and what is new since, and Run, Rename,
 * Share link and Delete. Paged and sorted in the URL; a buyer the app keeps on the landing page
 * (who cannot open results) is not offered it.
 */
export function SavedSearchesSection() {
  const mayUse = usePolicy(canUseSavedSearches);
  return mayUse ? <SavedSearchesList /> : null;
}

function SavedSearchesList() {
  const { t } = useTranslation('savedSearches');
  const errorText = useErrorText();
  const list = useSavedSearchesList();
  const runner = useRunSavedSearch();
  const tools = useSearchCriteriaTools();
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  // The search type is said separately (the summary's first words); the chips' words follow.
  const lists = useMemo<FilterEntry[][]>(() => items.map((s) => s.orderedFilters.filter((e) => e.id !== 'searchType')), [items]);
  const [labelled, setLabelled] = useState<{ of: FilterEntry[][]; labels: (string | null)[][] } | null>(null);
  const onLabels = useCallback((labels: (string | null)[][], of: FilterEntry[][]) => setLabelled({ of, labels }), []);
  const Labels = tools?.FilterLabels;
  // Without the search feature's labels (no app around it), the words saved with each filter.
  const savedWords = useMemo(() => lists.map((entries) => entries.map((e) => e.filterCopy?.title || t(`filterKinds.${e.id}`))), [lists, t]);
  const labels = !Labels ? savedWords : labelled?.of === lists ? labelled.labels : null;
  const total = list.data?.totalCount ?? 0;
  const { change } = list;
  const pagination = useMemo(() => listPagination({
    page: list.query.page,
    pageSize: list.query.pageSize,
    total,
    onChange: change,
    pageSizeOptions: PAGE_SIZES,
    showAbove: Math.min(...PAGE_SIZES),
    summary: ({ first, last }) => t('pagination.range', { from: first, to: last, total }),
    label: (name, values) => t(`pagination.${name}`, values),
  }), [list.query.page, list.query.pageSize, total, change, t]);

  const focus = useFocusAfterDelete({ items: list.data ? items : null, page: list.query.page, totalCount: total });

  const sort: SortChoice = list.query.sortName === 'name' ? 'name' : 'lastRunOn';

  return (
    <Section aria-labelledby="saved-searches-heading" aria-busy={list.status === 'loading'}>
      <Header>
        <h2 id="saved-searches-heading" ref={focus.headingRef} tabIndex={-1}>{t('list.heading')}</h2>
        {total > 1 && (
          <Select<SortChoice>
            label={t('list.sortBy')}
            inline="fromTablet"
            value={sort}
            options={[
              { id: 'lastRunOn', label: t('list.sortLastRun') },
              { id: 'name', label: t('list.sortName') },
            ]}
            onChange={(next) => change(next === 'name' ? { sortName: 'name', sortOrder: 'asc' } : { sortName: 'lastRunOn', sortOrder: 'desc' })}
          />
        )}
      </Header>
      {list.status === 'error' && list.error && (
        <Alert tone="danger">
          {t('list.failed', { reason: errorText(list.error) })}{' '}
          <Button variant="link" onPress={list.retry}>
            {t('list.retry')}
          </Button>
        </Alert>
      )}
      {runner.status === 'failed' && runner.error && <Alert tone="danger">{t('list.runFailed', { reason: errorText(runner.error) })}</Alert>}
      {!list.data && list.status !== 'error' && <p role="status">{t('list.loading')}</p>}
      {list.data && total === 0 && <EmptyState headingLevel={3} heading={t('list.emptyHeading')} advice={t('list.empty')} />}
      {Labels && items.length > 0 && <Labels lists={lists} onLabels={onLabels} />}
      {items.length > 0 && (
        <List ref={focus.listRef} aria-label={t('list.count', { count: total })}>
          {items.map((search, i) => (
            <SavedSearchItem key={search.id} search={search} labels={labels?.[i] ?? null} runner={runner} onDeleted={focus.onDeleted} />
          ))}
        </List>
      )}
      {pagination && <Pagination {...pagination} />}
    </Section>
  );
}
