import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useErrorText } from '@/platform/i18n';
import { useParams } from '@/platform/router';
import type { BuyerConnectionDto } from '@/services/compliance/connectionTypes';
import { EmptyState, ErrorPanel, Spinner } from '@/ui';
import { BackToConnections } from './BackToConnections';
import { ConnectionRequirementsTable } from './ConnectionRequirementsTable';
import { connectionPaths } from './connectionPaths';
import { deriveConnectionGoal } from './derivedGoal';
import { useBuyerConnections, useConnectionRequirements } from './hooks';
import { useGroupingTypeLabel } from './useGroupingTypeLabel';
import { VerifiedBadge } from './VerifiedStatus';

const Stack = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h2, h3, p { margin: 0; }
  h2 { overflow-wrap: anywhere; }
`;

const Goal = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** /connections/{groupingId} (spec 03 §2, §4): one connection's derived goal and its requirements. */
export function FocusedConnectionScreen() {
  const { t } = useTranslation('connections');
  const errorText = useErrorText();
  const params = useParams();
  const supplierId = Number(params.supplierId);
  const groupingId = Number(params.groupingId);
  const connections = useBuyerConnections(supplierId);
  const connection = connections.data?.find((c) => c.groupingId === groupingId) ?? null;

  if (connections.status === 'error' && connections.error) {
    return (
      <Stack>
        <BackToConnections supplierId={supplierId} />
        <ErrorPanel heading={t('loadFailed')} message={errorText(connections.error)} actionLabel={t('tryAgain', { ns: 'common' })} onAction={connections.retry} />
      </Stack>
    );
  }
  if (!connections.data) return <Spinner label={t('loading')} />;
  if (!connection) {
    return (
      <Stack>
        <BackToConnections supplierId={supplierId} />
        <EmptyState headingLevel={2} heading={t('connection.notFound')} />
      </Stack>
    );
  }
  return <ConnectionView supplierId={supplierId} connection={connection} />;
}

function ConnectionView({ supplierId, connection }: { supplierId: number; connection: BuyerConnectionDto }) {
  const { t } = useTranslation('connections');
  const errorText = useErrorText();
  const typeLabel = useGroupingTypeLabel();
  const requirements = useConnectionRequirements({ supplierId, goalId: connection.goalId, policyId: connection.compliancePolicyId });
  const goal = useMemo(() => (requirements.data ? deriveConnectionGoal(requirements.data) : null), [requirements.data]);
  const name = t('connectionName', { groupingName: connection.groupingName, orgUnitName: connection.orgUnitName });

  return (
    <Stack aria-labelledby="connection-heading">
      <BackToConnections supplierId={supplierId} />
      <h2 id="connection-heading">{connection.groupingName}</h2>
      <Muted>{t('connection.details', { orgUnitName: connection.orgUnitName, type: typeLabel(connection.groupingType), containerName: connection.containerName })}</Muted>
      {requirements.status === 'error' && requirements.error ? (
        <ErrorPanel headingLevel={3} heading={t('loadFailed')} message={errorText(requirements.error)} actionLabel={t('tryAgain', { ns: 'common' })} onAction={requirements.retry} />
      ) : requirements.data && goal ? (
        <>
          <Goal>
            <VerifiedBadge isVerified={goal.isCompliant} />
            <span>{t('connection.requirementsMet', { met: goal.metCount, total: goal.total })}</span>
          </Goal>
          <h3>{t('connection.requirementsHeading')}</h3>
          <ConnectionRequirementsTable
            rows={requirements.data}
            label={t('requirements.tableLabel', { name })}
            linkFor={(row) => connectionPaths.requirement(supplierId, connection.groupingId, row.requirementId)}
            emptyText={t('connection.noRequirements')}
          />
        </>
      ) : (
        <Spinner label={t('connection.loadingRequirements')} />
      )}
    </Stack>
  );
}
