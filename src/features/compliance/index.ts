// The compliance and connections area (spec 03). app/routes/profileScreens.ts lazy-loads each entry
// module directly (ComplianceRoutes, workCategories/WorkCategoriesRoutes, connections/ConnectionsRoutes,
// connections/ProjectConnectionScreen) so each is its own chunk; this index names them for readers.
export { ComplianceRoutes } from './ComplianceRoutes';
export { WorkCategoriesRoutes } from './workCategories/WorkCategoriesRoutes';
export { ConnectionsRoutes } from './connections/ConnectionsRoutes';
export { ProjectConnectionScreen } from './connections/ProjectConnectionScreen';
