import { NotBuiltYetHere } from '../NotBuiltYetHere';

/** /compliance: the Levels, Work Categories and Buyer Connections widgets (spec 03 §2). Issue 16. */
export function ComplianceDashboard() {
  return <NotBuiltYetHere screen="dashboard" />;
}
