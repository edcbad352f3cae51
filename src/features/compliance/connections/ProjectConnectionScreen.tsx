import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useErrorText } from '@/platform/i18n';
import { useParams } from '@/platform/router';
import { PROJECT_COMPLIANCE_STATUS } from '@/services/policy/policyStatusService';
import { ErrorPanel, Spinner } from '@/ui';
import { ComplianceFeatureGate } from '../ComplianceFeatureGate';
import { BackToConnections } from './BackToConnections';
import { ConnectionRequirementsTable } from './ConnectionRequirementsTable';
import { connectionPaths } from './connectionPaths';
import { useProjectConnection } from './hooks';
import { useConnectionTexts } from './useConnectionTexts';
import { VerifiedBadge } from './VerifiedStatus';

const Stack = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h2, h3, p { margin: 0; }
  h2 { overflow-wrap: anywhere; }
`;

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** /project-connection/{projectId}: the supplier's compliance with a project's policy (spec 03 §2, §4). */
export function ProjectConnectionScreen() {
  useConnectionTexts();
  return (
    <ComplianceFeatureGate>
      <ProjectConnection />
    </ComplianceFeatureGate>
  );
}

function ProjectConnection() {
  const { t } = useTranslation('connections');
  const errorText = useErrorText();
  const params = useParams();
  const supplierId = Number(params.supplierId);
  const projectId = Number(params.projectId);
  const loaded = useProjectConnection(supplierId, projectId);
  const project = loaded.data?.project;
  const compliance = loaded.data?.compliance;

  // Spec 03 §4: one error state when the project has no complianceId or any of its calls fails.
  const failed = loaded.status === 'error' || (loaded.data && !compliance);

  return (
    <Stack aria-labelledby="project-connection-heading">
      <BackToConnections supplierId={supplierId} />
      <h2 id="project-connection-heading">{project?.name ?? t('project.heading')}</h2>
      {failed ? (
        loaded.status === 'error' ? (
          <ErrorPanel headingLevel={3} heading={t('project.errorHeading')}
            message={`${t('project.loadFailed')} (${loaded.error ? errorText(loaded.error) : ''})`}
            actionLabel={t('tryAgain', { ns: 'common' })} onAction={loaded.retry} />
        ) : (
          <ErrorPanel headingLevel={3} heading={t('project.errorHeading')} message={t('project.noPolicy')} />
        )
      ) : compliance ? (
        <>
          <Status>
            <VerifiedBadge isVerified={compliance.status === PROJECT_COMPLIANCE_STATUS.compliant} />
            <span>{t(`project.status.${compliance.status}`)}</span>
          </Status>
          <p>{t('project.policy', { name: compliance.policy.name })}</p>
          <h3>{t('connection.requirementsHeading')}</h3>
          <ConnectionRequirementsTable
            rows={compliance.requirements}
            label={t('requirements.tableLabel', { name: project?.name ?? '' })}
            linkFor={(row) => connectionPaths.requirement(supplierId, null, row.requirementId)}
            emptyText={t('connection.noRequirements')}
          />
        </>
      ) : (
        <Spinner label={t('project.loading')} />
      )}
    </Stack>
  );
}
