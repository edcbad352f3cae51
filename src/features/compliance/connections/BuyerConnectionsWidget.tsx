import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useErrorText } from '@/platform/i18n';
import { ErrorPanel, Radio, RadioGroup, Select, Spinner } from '@/ui';
import { ConnectionsTable } from './ConnectionsTable';
import { filterChoices, filterConnections, type ConnectionFilterMode } from './connectionFilters';
import { useBuyerConnections } from './hooks';
import { useGroupingTypeLabel } from './useGroupingTypeLabel';

const Widget = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h3, p { margin: 0; }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.lg};
  > :last-child { min-width: 14rem; }
`;

const MODES: ConnectionFilterMode[] = ['all', 'orgUnit', 'type'];
const MODE_LABEL = { all: 'widget.all', orgUnit: 'widget.byOrgUnit', type: 'widget.byType' } as const;

/** The dashboard's Buyer Connections widget with its filters: all, by organisation unit, by type (spec 03 §2). CONTRACT: props { supplierId }. */
export function BuyerConnectionsWidget({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('connections');
  const errorText = useErrorText();
  const headingId = useId();
  const typeLabel = useGroupingTypeLabel();
  const connections = useBuyerConnections(supplierId);
  const [mode, setMode] = useState<ConnectionFilterMode>('all');
  const [picked, setPicked] = useState<string | null>(null);

  const all = connections.data;
  const choices = useMemo(() => (all && mode !== 'all' ? filterChoices(all, mode) : []), [all, mode]);
  // A choice that no longer exists (another mode, reloaded data) falls back to the first one.
  const choice = picked !== null && choices.includes(picked) ? picked : (choices[0] ?? null);
  const shown = useMemo(() => (all ? filterConnections(all, mode, choice) : []), [all, mode, choice]);

  return (
    <Widget aria-labelledby={headingId}>
      <h3 id={headingId}>{t('widget.heading')}</h3>
      {connections.status === 'error' && connections.error ? (
        <ErrorPanel headingLevel={4} heading={t('loadFailed')} message={errorText(connections.error)} actionLabel={t('tryAgain', { ns: 'common' })} onAction={connections.retry} />
      ) : all ? (
        <>
          <p>{t('widget.summary', { verified: all.filter((c) => c.isVerified).length, count: all.length })}</p>
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
          <ConnectionsTable supplierId={supplierId} connections={shown} label={t('widget.tableLabel')} />
        </>
      ) : (
        <Spinner label={t('loading')} />
      )}
    </Widget>
  );
}
