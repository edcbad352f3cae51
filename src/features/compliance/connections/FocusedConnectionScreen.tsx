import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useErrorText } from '@/platform/i18n';
import { href, Navigate, useParams } from '@/platform/router';
import type { BuyerConnectionDto } from '@/services/compliance/connectionTypes';
import { EmptyState, ErrorPanel, Spinner } from '@/ui';
import { BackToConnections } from './BackToConnections';
import { ConnectionRequirementsFrame } from './ConnectionRequirementsFrame';
import { ConnectionStack } from './ConnectionRequirementsFrame.styles';
import { connectionViewHref } from './connectionView';
import { groupingTypeKey } from './groupingType';
import { deriveConnectionGoal } from './derivedGoal';
import { useBuyerConnections, useConnectionRequirements } from './hooks';
import { useGroupingTypeLabel } from './useGroupingTypeLabel';

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
      <ConnectionStack>
        <BackToConnections supplierId={supplierId} />
        <ErrorPanel heading={t('loadFailed')} message={errorText(connections.error)} actionLabel={t('tryAgain', { ns: 'common' })} onAction={connections.retry} />
      </ConnectionStack>
    );
  }
  if (!connections.data) return <Spinner label={t('loading')} />;
  if (!connection) {
    return (
      <ConnectionStack>
        <BackToConnections supplierId={supplierId} />
        <EmptyState headingLevel={2} heading={t('connection.notFound')} />
      </ConnectionStack>
    );
  }
  // A project is shown by its own view (its policy's status, spec 03 §4), whichever link led here.
  if (groupingTypeKey(connection.groupingType) === 'project') return <Navigate to={connectionViewHref(supplierId, connection)} replace />;
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
    <ConnectionStack aria-labelledby="connection-heading">
      <BackToConnections supplierId={supplierId} />
      <h2 id="connection-heading">{connection.groupingName}</h2>
      <Muted>{t('connection.details', { orgUnitName: connection.orgUnitName, type: typeLabel(connection.groupingType), containerName: connection.containerName })}</Muted>
      <ConnectionRequirementsFrame
        error={requirements.status === 'error' && requirements.error
          ? { heading: t('loadFailed'), message: errorText(requirements.error), onRetry: requirements.retry }
          : null}
        loadingLabel={t('connection.loadingRequirements')}
        compliance={requirements.data && goal ? {
          isVerified: goal.isCompliant,
          statusText: t('connection.requirementsMet', { met: goal.metCount, total: goal.total }),
          rows: requirements.data,
          tableLabel: t('requirements.tableLabel', { name }),
          linkFor: (row) => href.supplier.connections.requirement({ supplierId, groupingId: connection.groupingId, requirementId: row.requirementId }),
        } : null}
      />
    </ConnectionStack>
  );
}
