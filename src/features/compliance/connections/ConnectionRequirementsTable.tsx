import { canViewConnectionAnswers } from '@/platform/auth/connectionPolicies';
import { useProfileSubject } from '@/platform/session/profileSelectors';
import type { ConnectionRequirementRowDto } from '@/services/compliance/connectionTypes';
import { EmptyState } from '@/ui';
import { RequirementTable } from '../requirements/RequirementTable';

/**
 * A connection's requirements in the compliance area's requirement table (spec 03 §2): View (with
 * suppliersourcing:view-connection-answers) opens the requirement page `linkFor(row)` gives; with
 * no requirements, `emptyText` says so instead of an empty table.
 */
export function ConnectionRequirementsTable({ rows, label, linkFor, emptyText }: {
  rows: ConnectionRequirementRowDto[];
  label: string;
  linkFor: (row: ConnectionRequirementRowDto) => string;
  emptyText: string;
}) {
  const canView = canViewConnectionAnswers(useProfileSubject());
  if (rows.length === 0) return <EmptyState headingLevel={4} heading={emptyText} />;
  // The table hands back the rows it was given, which are connection rows.
  return <RequirementTable rows={rows} requirementHref={(row) => linkFor(row as ConnectionRequirementRowDto)} canView={canView} label={label} />;
}
