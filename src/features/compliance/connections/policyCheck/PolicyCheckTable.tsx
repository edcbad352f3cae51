import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate } from '@/platform/i18n';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import { canViewConnectionAnswers } from '@/platform/auth/connectionPolicies';
import { DataTable, Link, type DataTableColumn } from '@/ui';
import { CheckIcon, ErrorIcon, WarningIcon } from '@/ui/icons';
import type { PolicyCheckRow, PolicyRequirementState } from '@/lib/policyCheck';
import { href } from '@/platform/router';

type Column = 'requirement' | 'state' | 'expiryDate' | 'view';

const Name = styled.span`
  display: flex;
  flex-direction: column;
  /* Long names wrap between words; a single very long word still breaks rather than overflow. */
  overflow-wrap: break-word;
  min-width: 8rem;
  span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const State = styled.span<{ $state: PolicyRequirementState }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  svg { color: ${({ $state, theme }) => ($state === 'met' ? theme.colors.success : $state === 'expiring' ? theme.colors.warning : theme.colors.danger)}; }
`;

const ICONS = { met: CheckIcon, expiring: WarningIcon, expired: ErrorIcon, missing: ErrorIcon } as const;

/** The policy's requirements for this supplier: met, expiring or missing, with View where an answer exists. */
export function PolicyCheckTable({ supplierId, policyName, rows, stateLabel }: {
  supplierId: number;
  policyName: string;
  rows: PolicyCheckRow[];
  stateLabel: (state: PolicyRequirementState) => string;
}) {
  const { t } = useTranslation('connections');
  const canView = useProfilePolicy(canViewConnectionAnswers);
  const columns = useMemo<DataTableColumn<Column>[]>(() => [
    { id: 'requirement', title: t('requirements.requirement'), isRowHeader: true },
    { id: 'state', title: t('requirements.status') },
    { id: 'expiryDate', title: t('requirements.expiryDate') },
    ...(canView ? [{ id: 'view' as const, title: <span className="visually-hidden">{t('requirements.view')}</span>, width: 90 }] : []),
  ], [t, canView]);

  const renderCell = ({ id, row, state }: PolicyCheckRow, column: Column) => {
    const name = row?.requirementName ?? t('policyCheck.unknownRequirement', { id });
    switch (column) {
      case 'requirement':
        return <Name>{name}{row && <span>{row.groupName}</span>}</Name>;
      case 'state': {
        const Icon = ICONS[state];
        return <State $state={state}><Icon size={16} />{stateLabel(state)}</State>;
      }
      case 'expiryDate':
        return row?.expiryDate ? formatDate(row.expiryDate) : '-';
      case 'view':
        return row ? <Link href={href.supplier.connections.requirement({ supplierId, requirementId: id })} aria-label={t('requirements.viewRequirement', { name })}>{t('requirements.view')}</Link> : null;
    }
  };

  return (
    <DataTable<PolicyCheckRow, Column>
      aria-label={t('policyCheck.tableLabel', { name: policyName })}
      narrowLayout="cards"
      columns={columns}
      rows={rows}
      renderCell={renderCell}
    />
  );
}
