// The compliance area's route elements (spec 03 §2), one chunk: app/routes/supplierRouteTree.tsx
// lazy-loads this module for /compliance and below.
export { ComplianceLayout } from './ComplianceLayout';
export { ComplianceDashboard } from './dashboard/ComplianceDashboard';
export { CovidQuestionnaireScreen } from './covid/CovidQuestionnaireScreen';
export { FocusedLevelScreen } from './levels/FocusedLevelScreen';
export { RequirementPage } from './requirements/RequirementPage';
export { RequirementDetailsLayout, DetailRoute } from './details/RequirementDetailsLayout';
