import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useErrorText } from '@/platform/i18n';
import { useSearch } from '@/platform/router';
import type { BuyerConnectionDto } from '@/services/compliance/connectionTypes';
import { ErrorPanel, Radio, RadioGroup, Select, Spinner } from '@/ui';
import { DashboardWidget } from '../dashboard/DashboardWidget';
import { ConnectionsTable } from './ConnectionsTable';
import { filterChoices, filterConnections, type ConnectionFilterMode } from './connectionFilters';
import { useBuyerConnections } from './hooks';
import { useGroupingTypeLabel } from './useGroupingTypeLabel';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.md};
  > :nth-child(2) { min-width: 14rem; }
`;

const MODES: ConnectionFilterMode[] = ['all', 'orgUnit', 'type'];
const MODE_LABEL = { all: 'widget.all', orgUnit: 'widget.byOrgUnit', type: 'widget.byType' } as const;

/**
 * The dashboard's Buyer Connections widget (spec 03 §2): how many connections are verified, expanding
 * to the connections with the filters all, by organisation unit, by type. The dashboard's print mode
 * (?print=true) lays the detail out. CONTRACT: props { supplierId }.
 */
export function BuyerConnectionsWidget({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('connections');
  const errorText = useErrorText();
  const printMode = new URLSearchParams(useSearch()).get('print') === 'true';
  const connections = useBuyerConnections(supplierId);
  const all = connections.data;

  let summary;
  if (connections.status === 'error' && connections.error) {
    summary = <ErrorPanel headingLevel={4} heading={t('loadFailed')} message={errorText(connections.error)} actionLabel={t('tryAgain', { ns: 'common' })} onAction={connections.retry} />;
  } else if (!all) summary = <Spinner label={t('loading')} />;
  else summary = <p>{t('widget.summary', { verified: all.filter((c) => c.isVerified).length, count: all.length })}</p>;

  return (
    <DashboardWidget
      title={t('widget.heading')}
      expanded={printMode}
      loading={!all && connections.status !== 'error'}
      detail={all ? <FilteredConnections supplierId={supplierId} connections={all} /> : null}
    >
      {summary}
    </DashboardWidget>
  );
}

function FilteredConnections({ supplierId, connections }: { supplierId: number; connections: BuyerConnectionDto[] }) {
  const { t } = useTranslation('connections');
  const typeLabel = useGroupingTypeLabel();
  const [mode, setMode] = useState<ConnectionFilterMode>('all');
  const [picked, setPicked] = useState<string | null>(null);
  const choices = useMemo(() => (mode === 'all' ? [] : filterChoices(connections, mode)), [connections, mode]);
  // A choice that no longer exists (another mode, reloaded data) falls back to the first one.
  const choice = picked !== null && choices.includes(picked) ? picked : (choices[0] ?? null);
  const shown = useMemo(() => filterConnections(connections, mode, choice), [connections, mode, choice]);

  return (
    <>
      <Filters>
        <RadioGroup label={t('widget.filterLabel')} orientation="horizontal" value={mode}
          onChange={(value) => { setMode(value as ConnectionFilterMode); setPicked(null); }}>
          {MODES.map((m) => <Radio key={m} value={m}>{t(MODE_LABEL[m])}</Radio>)}
        </RadioGroup>
        {mode !== 'all' && choices.length > 0 && (
          <Select<string>
            label={t(mode === 'orgUnit' ? 'widget.orgUnit' : 'widget.type')}
            options={choices.map((c) => ({ id: c, label: mode === 'type' ? typeLabel(c) : c }))}
            value={choice}
            onChange={setPicked}
          />
        )}
      </Filters>
      <ConnectionsTable supplierId={supplierId} connections={shown} label={t('widget.tableLabel')} withBuyerFields />
    </>
  );
}
