import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isSettled } from '@/platform/async';
import { useErrorText } from '@/platform/i18n';
import { useParams } from '@/platform/router';
import { ErrorPanel, Spinner } from '@/ui';
import { HoldUntil } from '@/ui/HoldUntil';
import { ConnectionsTable } from './ConnectionsTable';
import { PolicyCheckSection } from './policyCheck/PolicyCheckSection';
import { useBuyerConnections } from './hooks';

const Stack = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  h2 { margin: 0; }
`;

/** The Your Connections tab (spec 03 §2, spec 02 §2.3), with "Check against a policy" below the table. */
export function ConnectionsScreen() {
  const { t } = useTranslation('connections');
  const errorText = useErrorText();
  const supplierId = Number(useParams().supplierId);
  const connections = useBuyerConnections(supplierId);

  return (
    <Stack aria-labelledby="connections-heading">
      <h2 id="connections-heading">{t('heading')}</h2>
      {connections.status === 'error' && connections.error ? (
        <ErrorPanel headingLevel={3} heading={t('loadFailed')} message={errorText(connections.error)}
          actionLabel={t('tryAgain', { ns: 'common' })} onAction={connections.retry} />
      ) : connections.data ? (
        <ConnectionsTable supplierId={supplierId} connections={connections.data} label={t('tableLabel')} />
      ) : (
        <Spinner label={t('loading')} />
      )}
      {/* Below the table once the table is there: it never pushes the section down while the buyer reads it. */}
      <HoldUntil ready={isSettled(connections)}>
        <PolicyCheckSection supplierId={supplierId} connections={connections.data ?? null} />
      </HoldUntil>
    </Stack>
  );
}
