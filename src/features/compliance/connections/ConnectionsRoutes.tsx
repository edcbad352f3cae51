import { Route, Routes } from '@/platform/router';
import { ComplianceFeatureGate } from '../ComplianceFeatureGate';
import { RequirementPage } from '../requirements/RequirementPage';
import { RequirementRoutes } from '../requirements/RequirementRoutes';
import { ConnectionsContentGate } from './ConnectionsContentGate';
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
      <ConnectionsContentGate>
        <Routes>
          <Route index element={<ConnectionsScreen />} />
          <Route path="requirement/:requirementId/*" element={<RequireConnectionAnswers><RequirementRoutes buyerConnection /></RequireConnectionAnswers>} />
          <Route path=":groupingId/requirement/:requirementId/*" element={<RequireConnectionAnswers><RequirementRoutes buyerConnection /></RequireConnectionAnswers>} />
          {/* Without a requirement id: 'Could not find requirement id in path' (spec 03 §8). */}
          <Route path="requirement" element={<RequireConnectionAnswers><RequirementPage buyerConnection /></RequireConnectionAnswers>} />
          <Route path=":groupingId/requirement" element={<RequireConnectionAnswers><RequirementPage buyerConnection /></RequireConnectionAnswers>} />
          <Route path=":groupingId" element={<FocusedConnectionScreen />} />
        </Routes>
      </ConnectionsContentGate>
    </ComplianceFeatureGate>
  );
}
