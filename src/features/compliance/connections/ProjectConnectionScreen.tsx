import { ComplianceFeatureGate } from '../ComplianceFeatureGate';
import { NotBuiltYetHere } from '../NotBuiltYetHere';

/** /project-connection/{projectId}: the supplier's compliance with a project's policy (spec 03 §2). Issue 17. */
export function ProjectConnectionScreen() {
  return (
    <ComplianceFeatureGate>
      <NotBuiltYetHere screen="projectConnection" />
    </ComplianceFeatureGate>
  );
}
