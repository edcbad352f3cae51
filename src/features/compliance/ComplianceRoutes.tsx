import { useTranslation } from 'react-i18next';
import { Route, Routes } from '@/platform/router';
import { ComplianceFeatureGate } from './ComplianceFeatureGate';
import { CovidQuestionnaireScreen } from './covid/CovidQuestionnaireScreen';
import { ComplianceDashboard } from './dashboard/ComplianceDashboard';
import { FocusedLevelScreen } from './levels/FocusedLevelScreen';
import { RequirementPage } from './requirements/RequirementPage';
import { RequirementRoutes } from './requirements/RequirementRoutes';

/**
 * /supplier/{id}/compliance and below (spec 03 §2), except work-categories (its own tab route):
 * the dashboard, the COVID-19 questionnaire, a requirement's pages (with or without a level), and a
 * focused level. Fixed segments come before `:goalId` so they are never read as a level id.
 */
export function ComplianceRoutes() {
  // The dashboard's texts load with the route's chunk, outside the feature gate: a namespace still
  // loading inside it would suspend an ordinary update and React holds that back ~300 ms.
  useTranslation(['compliance', 'expiryTimeline', 'workCategories', 'complianceDocuments', 'connections']);
  return (
    <ComplianceFeatureGate>
      <Routes>
        <Route index element={<ComplianceDashboard />} />
        <Route path="covid-19" element={<CovidQuestionnaireScreen />} />
        <Route path="requirement/:requirementId/*" element={<RequirementRoutes />} />
        <Route path=":goalId/requirement/:requirementId/*" element={<RequirementRoutes />} />
        {/* A requirement address without its id says so (spec 03 §8), rather than reading "requirement" as a level. */}
        <Route path="requirement" element={<RequirementPage />} />
        <Route path=":goalId/requirement" element={<RequirementPage />} />
        <Route path=":goalId" element={<FocusedLevelScreen />} />
      </Routes>
    </ComplianceFeatureGate>
  );
}
