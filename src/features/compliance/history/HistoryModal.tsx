import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { browser } from '@/platform/browser';
import { formatDate } from '@/platform/i18n';
import { useProfileSubject } from '@/platform/session/profileSelectors';
import { requirementStatusText } from '@/services/compliance/statusText';
import { Button, Dialog, Link, Spinner } from '@/ui';
import { SortIcon } from '@/ui/icons';
import { historicalPath, type RequirementPlace } from '../requirements/requirementPaths';
import { useRequirementHistory } from './hooks';
import { DEFAULT_HISTORY_SORT, nextSort, sortHistory, type HistoryColumn, type HistorySort } from './historySort';

const Scroll = styled.div`
  max-height: 70vh;
  overflow: auto;
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`}; border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle}; text-align: left; }
  thead th { position: sticky; top: 0; background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const SortButton = styled(Button)`
  padding: 0;
  font-weight: inherit;
`;

export interface HistoryModalProps {
  supplierId: number;
  requirementId: number;
  requirementName: string;
  place: RequirementPlace;
  onClose: () => void;
}

/**
 * Submission history (spec 03 §2, §4): a 1100 px modal scrolling at 70vh; Status, Date Submitted,
 * Assessed, Valid From (when the community shows it), Expiry Date, Verifier and View, which opens
 * that submission read-only in a new tab. Sorted by assessed date, newest first; a header toggles.
 */
export function HistoryModal({ supplierId, requirementId, requirementName, place, onClose }: HistoryModalProps) {
  const { t } = useTranslation('compliance');
  const { status, data } = useRequirementHistory(supplierId, requirementId);
  const [sort, setSort] = useState<HistorySort>(DEFAULT_HISTORY_SORT);
  const rows = useMemo(() => (data ? sortHistory(data, sort) : []), [data, sort]);
  const showValidFrom = useProfileSubject().profile.requirementValidFrom !== false;
  const backTo = browser.currentHref();
  const columns: HistoryColumn[] = ['status', 'dateSubmitted', 'assessed', ...(showValidFrom ? (['validFrom'] as const) : []), 'expiryDate', 'verifier'];

  let content;
  if (status === 'error') content = <p>{t('history.noResults')}</p>;
  else if (!data) content = <Spinner label={t('history.loading')} />;
  else if (!rows.length) content = <p>{t('history.noResults')}</p>;
  else {
    content = (
      <Scroll tabIndex={0} role="region" aria-label={t('history.tableLabel', { name: requirementName })}>
        <table>
          <caption className="visually-hidden">{t('history.tableLabel', { name: requirementName })}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" aria-sort={sort.column === column ? sort.direction : undefined}>
                  <SortButton variant="ghost" size="sm" onPress={() => setSort(nextSort(sort, column))}>
                    {t(`history.columns.${column}`)}
                    <SortIcon size={14} direction={sort.column === column ? sort.direction : undefined} />
                  </SortButton>
                </th>
              ))}
              <th scope="col"><span className="visually-hidden">{t('table.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((item) => (
              <tr key={item.submissionID}>
                <td>{item.isWithdrawn ? t('history.withdrawn') : (item.assessed?.statusDisplayName ? requirementStatusText(item.assessed.statusDisplayName, (key) => t(key)) : '-')}</td>
                <td>{formatDate(item.dateSubmitted) || '-'}</td>
                <td>{item.isWithdrawn ? '-' : formatDate(item.assessed?.assessedDate) || '-'}</td>
                {showValidFrom && <td>{formatDate(item.validFromDate) || '-'}</td>}
                <td>{formatDate(item.expiryDate) || '-'}</td>
                <td>{item.isWithdrawn ? '-' : item.assessed?.verifierDisplayName ?? '-'}</td>
                <td>
                  <Link
                    href={historicalPath(place, item.submissionID, backTo)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('history.viewSubmission', { date: formatDate(item.dateSubmitted) || '-' })}
                  >
                    {t('table.view')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    );
  }
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('history.title', { name: requirementName })} width={1100} closeLabel={t('common:close')}>
      {content}
    </Dialog>
  );
}

