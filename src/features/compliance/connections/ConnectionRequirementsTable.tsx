import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { canViewConnectionAnswers } from '@/platform/auth/connectionPolicies';
import { formatDate } from '@/platform/i18n';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import type { ConnectionRequirementRowDto } from '@/services/compliance/connectionTypes';
import { DataTable, EmptyState, Link, type DataTableColumn } from '@/ui';
import { ErrorIcon, SuccessIcon } from '@/ui/icons';
import { isRequirementMet } from './derivedGoal';

type Column = 'status' | 'requirement' | 'expiryDate' | 'view';
type Row = ConnectionRequirementRowDto & { id: number };

const Status = styled.span<{ $met: boolean }>`
  display: inline-flex;
  color: ${({ $met, theme }) => ($met ? theme.colors.success : theme.colors.danger)};
`;

const Name = styled.span`
  display: flex;
  flex-direction: column;
  overflow-wrap: anywhere;
  span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/**
 * A connection's requirements (spec 03 §2 "Requirement table", in short): met or not by the
 * derived-goal rule, requirement name and standard, expiry date, and View (with
 * suppliersourcing:view-connection-answers) to the requirement page `linkFor(row)` gives.
 */
export function ConnectionRequirementsTable({ rows, label, linkFor, emptyText }: {
  rows: ConnectionRequirementRowDto[];
  label: string;
  linkFor: (row: ConnectionRequirementRowDto) => string;
  emptyText: string;
}) {
  const { t } = useTranslation('connections');
  const canView = useProfilePolicy(canViewConnectionAnswers);
  const tableRows = useMemo<Row[]>(() => rows.map((row) => ({ ...row, id: row.requirementId })), [rows]);
  const columns = useMemo<DataTableColumn<Column>[]>(() => [
    { id: 'status', title: t('requirements.status'), width: 80 },
    { id: 'requirement', title: t('requirements.requirement'), isRowHeader: true },
    { id: 'expiryDate', title: t('requirements.expiryDate') },
    ...(canView ? [{ id: 'view' as const, title: <span className="visually-hidden">{t('requirements.view')}</span>, width: 90 }] : []),
  ], [t, canView]);

  const renderCell = (row: Row, column: Column) => {
    switch (column) {
      case 'status': {
        const met = isRequirementMet(row);
        return (
          <Status $met={met} role="img" aria-label={t(met ? 'requirements.met' : 'requirements.notMet')}>
            {met ? <SuccessIcon size={20} /> : <ErrorIcon size={20} />}
          </Status>
        );
      }
      case 'requirement':
        return <Name>{row.requirementName}<span>{row.groupName}</span></Name>;
      case 'expiryDate':
        return row.expiryDate ? formatDate(row.expiryDate) : '-';
      case 'view':
        return <Link href={linkFor(row)} aria-label={t('requirements.viewRequirement', { name: row.requirementName })}>{t('requirements.view')}</Link>;
    }
  };

  return (
    <DataTable<Row, Column> aria-label={label} columns={columns} rows={tableRows} renderCell={renderCell}
      emptyState={<EmptyState headingLevel={4} heading={emptyText} />} />
  );
}
