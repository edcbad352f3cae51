// The connections area's route elements (spec 03 §2), one chunk with the requirement pages they
// open (which they share with /compliance): lazy-loaded by app/routes/supplierRouteTree.tsx.
export { ConnectionsLayout } from './ConnectionsLayout';
export { ConnectionsScreen } from './ConnectionsScreen';
export { FocusedConnectionScreen } from './FocusedConnectionScreen';
export { RequireConnectionAnswers } from './RequireConnectionAnswers';
export { RequirementPage } from '../requirements/RequirementPage';
export { RequirementDetailsLayout, DetailRoute } from '../details/RequirementDetailsLayout';
