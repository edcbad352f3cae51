import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { workCategorySettingsOf } from '@/platform/community/workCategorySettings';
import { useListParams } from '@/platform/list';
import { useCommunitySettings } from '@/platform/session';
import { listPagination, PagedTable, Spinner } from '@/ui';
import { WorkCategoriesFailure } from './components/WorkCategoriesFailure';
import { WorkCategoryFilters, type FilterChange } from './components/WorkCategoryFilters';
import { WorkCategoryPanel } from './components/WorkCategoryPanel';
import { WorkCategoryTiles } from './components/WorkCategoryTiles';
import { workCategoryColumns } from './components/workCategoryColumns';
import { useWorkCategoryRows } from './useWorkCategoryRows';
import { WORK_CATEGORY_LIST, filterFromUrl } from './workCategoryListParams';
import { filterRows, type WorkCategoryRow, type WorkCategoryTile } from './workCategoryRows';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  /* The section's gap spaces its parts; their own margins would push the list below a phone's fold. */
  > h2, > p { margin: 0; }
`;

/**
 * The Work Categories tab (spec 02 §2.3, §4; spec 03 §4): Total / With issues tiles, four filters,
 * the table with the community's columns (paged by 50), and the 620 px side panel for one category.
 * Tile, filters and page live in the URL.
 */
export function WorkCategoriesScreen() {
  const { t } = useTranslation('workCategories');
  const settings = workCategorySettingsOf(useCommunitySettings());
  const { supplier, status, error, rows } = useWorkCategoryRows();
  const [viewing, setViewing] = useState<WorkCategoryRow | null>(null);

  const { params, change } = useListParams(WORK_CATEGORY_LIST);
  const filter = useMemo(() => filterFromUrl(params.filter), [params.filter]);
  const shown = useMemo(() => (rows ? filterRows(rows, filter) : undefined), [rows, filter]);
  const issues = useMemo(() => rows?.filter((row) => row.flagged).length ?? 0, [rows]);
  const total = shown?.length ?? 0;
  useListParams(WORK_CATEGORY_LIST, { total: shown ? total : undefined });

  const pageRows = useMemo(
    () => shown?.slice((params.page - 1) * params.pageSize, params.page * params.pageSize),
    [shown, params.page, params.pageSize],
  );
  const columns = useMemo(() => workCategoryColumns(t, settings.dataColumns, setViewing), [t, settings.dataColumns]);
  const onFilter = useCallback((next: FilterChange) => change({ filter: { ...params.filter, ...next } }), [change, params.filter]);
  const onTile = useCallback((tile: WorkCategoryTile) => change({ filter: { ...params.filter, tile: tile === 'total' ? undefined : tile } }), [change, params.filter]);
  // Paged by 50 with no size choice: the pager shows only when there is a second page.
  const pagination = useMemo(
    () =>
      listPagination({
        page: params.page,
        pageSize: params.pageSize,
        total,
        onChange: change,
        showAbove: params.pageSize,
        summary: (range) => t('pagination.summary', range),
        label: (name, values) => t(`pagination.${name}`, values),
      }),
    [total, params.page, params.pageSize, change, t],
  );
  const emptyState = useMemo(() => <p>{rows?.length ? t('noMatch') : t('empty')}</p>, [rows?.length, t]);

  return (
    <Page aria-labelledby="work-categories-heading">
      <h2 id="work-categories-heading">{t('heading')}</h2>
      {status === 'error' ? (
        <WorkCategoriesFailure supplierId={supplier.id} error={error} />
      ) : !rows ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <WorkCategoryTiles tile={filter.tile} total={rows.length} issues={issues} onChange={onTile} />
          <WorkCategoryFilters filter={filter} settings={settings.filters} onChange={onFilter} />
          <p role="status">{t('filters.showing', { count: total })}</p>
          <PagedTable<WorkCategoryRow, (typeof columns)[number]['id']>
            aria-label={t('tableLabel')}
            narrowLayout="cards"
            columns={columns}
            rows={pageRows}
            status="loaded"
            loadingLabel={t('loading')}
            emptyState={emptyState}
            pagination={pagination}
          />
        </>
      )}
      {viewing && <WorkCategoryPanel supplierId={supplier.id} category={viewing} onClose={() => setViewing(null)} />}
    </Page>
  );
}
