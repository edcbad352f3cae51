import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { workCategorySettingsOf } from '@/platform/community/workCategorySettings';
import { useCommunitySettings } from '@/platform/session';
import { Accordion, AccordionItem, Link, PagedTable, Spinner, listPagination } from '@/ui';
import { WorkCategoriesFailure } from './components/WorkCategoriesFailure';
import { WorkCategoryPanel } from './components/WorkCategoryPanel';
import { workCategoryColumns } from './components/workCategoryColumns';
import { useWorkCategories } from './hooks';
import { toRows, type WorkCategoryRow } from './workCategoryRows';
import { href } from '@/platform/router';

const Widget = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The detail's page size: every category is in the table, ten at a time (all of them in the print mode). */
const DETAIL_PAGE_SIZE = 10;

/** Expired first, then soonest to expire, then the undated; not compliant before compliant among equals. */
const urgency = (a: WorkCategoryRow, b: WorkCategoryRow) =>
  (a.daysLeft ?? Infinity) - (b.daysLeft ?? Infinity) || Number(a.isCompliant) - Number(b.isCompliant) || a.name.localeCompare(b.name);

/**
 * The dashboard's Work Categories widget (spec 03 §2): how many, how many with issues and how many
 * expired, expanding to the table of every work category, most pressing first, paged (the
 * community's columns, View opens the side panel), and a link to the full tab with its filters.
 * CONTRACT: props { supplierId }; `expanded` (optional) is the dashboard's print mode: the detail
 * open with every row on one page.
 */
export function WorkCategoriesWidget({ supplierId, expanded }: { supplierId: number; expanded?: boolean }) {
  const { t } = useTranslation('workCategories');
  const settings = workCategorySettingsOf(useCommunitySettings());
  const { status, data, error } = useWorkCategories(supplierId);
  const rows = useMemo(() => (data ? toRows(data) : undefined), [data]);
  const ordered = useMemo(() => rows && [...rows].sort(urgency), [rows]);
  const [viewing, setViewing] = useState<WorkCategoryRow | null>(null);
  const [page, setPage] = useState(1);
  const columns = useMemo(() => workCategoryColumns(t, settings.dataColumns, setViewing), [t, settings.dataColumns]);
  const total = ordered?.length ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / DETAIL_PAGE_SIZE));
  const current = Math.min(page, lastPage);
  const shown = useMemo(
    () => (expanded ? ordered : ordered?.slice((current - 1) * DETAIL_PAGE_SIZE, current * DETAIL_PAGE_SIZE)),
    [ordered, expanded, current],
  );
  const pagination = useMemo(
    () => (expanded ? undefined : listPagination({
      page: current,
      pageSize: DETAIL_PAGE_SIZE,
      total,
      onChange: (next) => { if ('page' in next) setPage(next.page); },
      showAbove: DETAIL_PAGE_SIZE,
      summary: (range) => t('pagination.summary', range),
      label: (name, values) => t(`pagination.${name}`, values),
    })),
    [expanded, current, total, t],
  );

  return (
    <Widget aria-labelledby="work-categories-widget">
      <h3 id="work-categories-widget">{t('widget.heading')}</h3>
      {status === 'error' ? (
        <WorkCategoriesFailure supplierId={supplierId} error={error} headingLevel={3} />
      ) : !rows || !shown ? (
        <Spinner label={t('loading')} />
      ) : rows.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <p>
            {t('widget.summary', { total: rows.length, issues: rows.filter((r) => r.flagged).length })}
            {' · '}
            {t('widget.expiredCount', { count: rows.filter((r) => r.expiry === 'expired').length })}
          </p>
          <Accordion defaultExpandedKeys={expanded ? ['detail'] : []}>
            <AccordionItem id="detail" title={t('widget.detail', { count: total })} headingLevel={4}>
              <PagedTable<WorkCategoryRow, (typeof columns)[number]['id']>
                aria-label={t('widget.detailLabel')}
                narrowLayout="cards"
                columns={columns}
                rows={shown}
                status="loaded"
                loadingLabel={t('loading')}
                emptyState={<p>{t('empty')}</p>}
                pagination={pagination}
              />
            </AccordionItem>
          </Accordion>
          <p>
            <Link href={href.supplier.workCategories({ supplierId })}>{t('widget.open')}</Link>
          </p>
        </>
      )}
      {viewing && <WorkCategoryPanel supplierId={supplierId} category={viewing} onClose={() => setViewing(null)} />}
    </Widget>
  );
}
