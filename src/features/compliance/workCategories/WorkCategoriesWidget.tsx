import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { workCategorySettingsOf } from '@/platform/community/workCategorySettings';
import { useCommunitySettings } from '@/platform/session';
import { Accordion, AccordionItem, DataTable, Link, Spinner } from '@/ui';
import { complianceLinks } from '../complianceLinks';
import { WorkCategoriesFailure } from './components/WorkCategoriesFailure';
import { WorkCategoryPanel } from './components/WorkCategoryPanel';
import { workCategoryColumns } from './components/workCategoryColumns';
import { useWorkCategories } from './workCategoriesResource';
import { toRows, type WorkCategoryRow } from './workCategoryRows';

const Widget = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The detail lists the most pressing ones; the tab has them all with filters. */
const DETAIL_ROWS = 10;

/** Expired first, then soonest to expire, then the undated; not compliant before compliant among equals. */
const urgency = (a: WorkCategoryRow, b: WorkCategoryRow) =>
  (a.daysLeft ?? Infinity) - (b.daysLeft ?? Infinity) || Number(a.isCompliant) - Number(b.isCompliant) || a.name.localeCompare(b.name);

/**
 * The dashboard's Work Categories widget (spec 03 §2): how many, how many with issues and how many
 * expired, expanding to a table of the most pressing ones (the community's columns, View opens the
 * side panel) and a link to the full tab. CONTRACT: props { supplierId }; `expanded` (optional)
 * opens the detail, e.g. for the dashboard's print mode.
 */
export function WorkCategoriesWidget({ supplierId, expanded }: { supplierId: number; expanded?: boolean }) {
  const { t } = useTranslation('workCategories');
  const settings = workCategorySettingsOf(useCommunitySettings());
  const { status, data, error } = useWorkCategories(supplierId);
  const rows = useMemo(() => (data ? toRows(data) : undefined), [data]);
  const pressing = useMemo(() => rows && [...rows].sort(urgency).slice(0, DETAIL_ROWS), [rows]);
  const [viewing, setViewing] = useState<WorkCategoryRow | null>(null);
  const columns = useMemo(() => workCategoryColumns(t, settings.dataColumns, setViewing), [t, settings.dataColumns]);

  return (
    <Widget aria-labelledby="work-categories-widget">
      <h3 id="work-categories-widget">{t('widget.heading')}</h3>
      {status === 'error' ? (
        <WorkCategoriesFailure supplierId={supplierId} error={error} headingLevel={3} />
      ) : !rows || !pressing ? (
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
            <AccordionItem id="detail" title={t('widget.detail', { count: pressing.length })} headingLevel={4}>
              <DataTable<WorkCategoryRow, (typeof columns)[number]['id']>
                aria-label={t('widget.detailLabel')}
                columns={columns}
                rows={pressing}
                renderCell={(row, id) => columns.find((c) => c.id === id)?.cell(row)}
              />
            </AccordionItem>
          </Accordion>
          <p>
            <Link href={complianceLinks.workCategories(supplierId)}>{t('widget.open')}</Link>
          </p>
        </>
      )}
      {viewing && <WorkCategoryPanel supplierId={supplierId} category={viewing} onClose={() => setViewing(null)} />}
    </Widget>
  );
}
