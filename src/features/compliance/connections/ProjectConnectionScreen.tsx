import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/platform/i18n';
import { href, useParams } from '@/platform/router';
import { PROJECT_COMPLIANCE_STATUS } from '@/services/policy/policyStatusService';
import { ComplianceFeatureGate } from '../ComplianceFeatureGate';
import { BackToConnections } from './BackToConnections';
import { ConnectionsContentGate } from './ConnectionsContentGate';
import { ConnectionRequirementsFrame } from './ConnectionRequirementsFrame';
import { ConnectionStack } from './ConnectionRequirementsFrame.styles';
import { useProjectConnection } from './hooks';
import { useConnectionTexts } from './useConnectionTexts';

/** /project-connection/{projectId}: the supplier's compliance with a project's policy (spec 03 §2, §4). */
export function ProjectConnectionScreen() {
  useConnectionTexts();
  return (
    <ComplianceFeatureGate>
      <ConnectionsContentGate>
        <ProjectConnection />
      </ConnectionsContentGate>
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
  const error = loaded.status === 'error'
    ? { heading: t('project.errorHeading'), message: `${t('project.loadFailed')} (${loaded.error ? errorText(loaded.error) : ''})`, onRetry: loaded.retry }
    : loaded.data && !compliance ? { heading: t('project.errorHeading'), message: t('project.noPolicy') } : null;

  return (
    <ConnectionStack aria-labelledby="project-connection-heading">
      <BackToConnections supplierId={supplierId} />
      <h2 id="project-connection-heading">{project?.name ?? t('project.heading')}</h2>
      <ConnectionRequirementsFrame
        error={error}
        loadingLabel={t('project.loading')}
        compliance={compliance ? {
          isVerified: compliance.status === PROJECT_COMPLIANCE_STATUS.compliant,
          statusText: t(`project.status.${compliance.status}`),
          rows: compliance.requirements,
          tableLabel: t('requirements.tableLabel', { name: project?.name ?? '' }),
          linkFor: (row) => href.supplier.connections.requirement({ supplierId, requirementId: row.requirementId }),
        } : null}
      >
        {compliance && <p>{t('project.policy', { name: compliance.policy.name })}</p>}
      </ConnectionRequirementsFrame>
    </ConnectionStack>
  );
}
