import { Route, Routes } from '@/platform/router';
import { ComplianceFeatureGate } from '../ComplianceFeatureGate';
import { RequirementRoutes } from '../requirements/RequirementRoutes';
import { ConnectionsScreen } from './ConnectionsScreen';
import { FocusedConnectionScreen } from './FocusedConnectionScreen';
import { RequireConnectionAnswers } from './RequireConnectionAnswers';
import { useConnectionTexts } from './useConnectionTexts';

/**
 * /connections and below (spec 03 §2): the Your Connections tab, a focused connection, and a
 * requirement's pages opened from a buyer connection (buyerConnection=true), which need
 * suppliersourcing:view-connection-answers. Issue 17.
 */
export function ConnectionsRoutes() {
  useConnectionTexts();
  return (
    <ComplianceFeatureGate>
      <Routes>
        <Route index element={<ConnectionsScreen />} />
        <Route path="requirement/:requirementId/*" element={<RequireConnectionAnswers><RequirementRoutes buyerConnection /></RequireConnectionAnswers>} />
        <Route path=":groupingId/requirement/:requirementId/*" element={<RequireConnectionAnswers><RequirementRoutes buyerConnection /></RequireConnectionAnswers>} />
        <Route path=":groupingId" element={<FocusedConnectionScreen />} />
      </Routes>
    </ComplianceFeatureGate>
  );
}
