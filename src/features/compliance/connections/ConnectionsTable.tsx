import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BuyerConnectionDto } from '@/services/compliance/connectionTypes';
import { DataTable, EmptyState, LinkButton, type DataTableColumn } from '@/ui';
import { connectionViewHref } from './connectionView';
import { useGroupingTypeLabel } from './useGroupingTypeLabel';
import { VerifiedIcon } from './VerifiedStatus';

type Column = 'icon' | 'connection' | 'type' | 'organisation' | 'policy' | 'status' | 'view';
type Row = BuyerConnectionDto & { id: number };

const Name = styled.span`
  display: flex;
  flex-direction: column;
  /* Long names wrap between words; a single very long word still breaks rather than overflow. */
  overflow-wrap: break-word;
  min-width: 8rem;
  strong { font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

interface ConnectionsTableProps {
  supplierId: number;
  connections: BuyerConnectionDto[];
  label: string;
  /** The dashboard's Buyer Connections detail also shows the buyer connection's organisation and policy (spec 03 §3). */
  withBuyerFields?: boolean;
}

/**
 * The connections table (spec 03 §2 "Connections tab"): verified icon, connection name (grouping
 * name plus organisation unit name), type, verified or not, and View to the focused connection (a
 * project's to its project connection view).
 */
export function ConnectionsTable({ supplierId, connections, label, withBuyerFields = false }: ConnectionsTableProps) {
  const { t } = useTranslation('connections');
  const typeLabel = useGroupingTypeLabel();
  const rows = useMemo<Row[]>(() => connections.map((c) => ({ ...c, id: c.groupingId })), [connections]);
  const columns = useMemo<DataTableColumn<Column>[]>(() => [
    { id: 'icon', title: <span className="visually-hidden">{t('columns.verifiedIcon')}</span>, width: 48 },
    { id: 'connection', title: t('columns.connection'), isRowHeader: true },
    { id: 'type', title: t('columns.type') },
    ...(withBuyerFields ? [{ id: 'organisation' as const, title: t('columns.organisation') }, { id: 'policy' as const, title: t('columns.policy') }] : []),
    { id: 'status', title: t('columns.status') },
    { id: 'view', title: <span className="visually-hidden">{t('columns.view')}</span>, width: 90 },
  ], [t, withBuyerFields]);

  const renderCell = (row: Row, column: Column) => {
    switch (column) {
      case 'icon':
        return <VerifiedIcon isVerified={row.isVerified} />;
      case 'connection':
        return (
          <Name>
            <strong>{row.connectionName}</strong>
            <span>{row.orgUnitName}</span>
          </Name>
        );
      case 'type':
        return typeLabel(row.type);
      case 'organisation':
        return row.organisation;
      case 'policy':
        return row.policyName ?? t('columns.noPolicy');
      case 'status':
        return t(row.isVerified ? 'verified' : 'notVerified');
      case 'view':
        return (
          <LinkButton variant="secondary" size="sm" href={connectionViewHref(supplierId, row)}
            aria-label={t('viewConnection', { name: t('connectionName', { groupingName: row.connectionName, orgUnitName: row.orgUnitName }) })}>
            {t('view')}
          </LinkButton>
        );
    }
  };

  return (
    <DataTable<Row, Column>
      aria-label={label}
      narrowLayout="cards"
      columns={columns}
      rows={rows}
      renderCell={renderCell}
      emptyState={<EmptyState headingLevel={3} heading={t('empty')} />}
    />
  );
}
