import { Route, Routes } from '@/platform/router';
import { ComplianceFeatureGate } from '../ComplianceFeatureGate';
import { NotBuiltYetHere } from '../NotBuiltYetHere';
import { RequirementRoutes } from '../requirements/RequirementRoutes';

/**
 * /connections and below (spec 03 §2): the Your Connections tab, a focused connection, and a
 * requirement's pages opened from a buyer connection (buyerConnection=true). Issue 17.
 */
export function ConnectionsRoutes() {
  return (
    <ComplianceFeatureGate>
      <Routes>
        <Route index element={<NotBuiltYetHere screen="connections" />} />
        <Route path="requirement/:requirementId/*" element={<RequirementRoutes buyerConnection />} />
        <Route path=":groupingId/requirement/:requirementId/*" element={<RequirementRoutes buyerConnection />} />
        <Route path=":groupingId" element={<NotBuiltYetHere screen="connection" />} />
      </Routes>
    </ComplianceFeatureGate>
  );
}
