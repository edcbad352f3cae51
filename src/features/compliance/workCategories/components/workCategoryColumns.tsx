import type { TFunction } from 'i18next';
import { formatDate } from '@/platform/i18n';
import type { WorkCategoryColumn } from '@/platform/config/types';
import { workCategoryStatusText } from '@/services/compliance/statusText';
import type { PagedTableColumn } from '@/ui';
import { WarningIcon } from '@/ui/icons';
import type { WorkCategoryRow } from '../workCategoryRows';
import { ExpiryCell } from './ExpiryCell';
import { RowButton } from './RowButton';

/**
 * The table's columns in the configuration's order (spec 02 §3 workCategories.dataColumns). A flagged
 * category (non-compliant or expiring within 720 days) carries a warning mark beside its status.
 */
export function workCategoryColumns(
  t: TFunction<'workCategories'>,
  ids: readonly WorkCategoryColumn[],
  onView: (row: WorkCategoryRow) => void,
): PagedTableColumn<WorkCategoryRow, WorkCategoryColumn>[] {
  const all: Record<WorkCategoryColumn, PagedTableColumn<WorkCategoryRow, WorkCategoryColumn>> = {
    statusName: {
      id: 'statusName',
      title: t('columns.statusName'),
      cell: (row) => (
        <>
          {workCategoryStatusText(row.statusName, (key) => t(key))}
          {row.flagged && (
            <>
              {' '}
              <WarningIcon size={14} />
              <span className="visually-hidden">{t('expiry.flagged')}</span>
            </>
          )}
        </>
      ),
    },
    name: { id: 'name', title: t('columns.name'), isRowHeader: true, cell: (row) => row.name },
    verifiedOnDate: { id: 'verifiedOnDate', title: t('columns.verifiedOnDate'), cell: (row) => formatDate(row.verifiedOnDate) || '-' },
    expiryDate: { id: 'expiryDate', title: t('columns.expiryDate'), cell: (row) => <ExpiryCell row={row} /> },
    notationalValue: { id: 'notationalValue', title: t('columns.notationalValue'), cell: (row) => row.notationalValue ?? '-' },
    view: {
      id: 'view',
      title: <span className="visually-hidden">{t('columns.view')}</span>,
      cell: (row) => (
        <RowButton aria-label={t('viewOne', { name: row.name })} onClick={() => onView(row)}>
          {t('view')}
        </RowButton>
      ),
    },
  };
  return ids.map((id) => all[id]);
}
