// The compliance and connections area (spec 03). app/routes/supplierRouteTree.tsx lazy-loads each
// entry module directly (complianceScreens, workCategories/workCategoriesScreens,
// connections/connectionsScreens, connections/ProjectConnectionScreen) so each is its own chunk;
// this index names them for readers.
export * from './complianceScreens';
export { WorkCategoriesLayout, WorkCategoriesScreen, WorkCategoryScreen } from './workCategories/workCategoriesScreens';
export { ConnectionsLayout, ConnectionsScreen, FocusedConnectionScreen, RequireConnectionAnswers } from './connections/connectionsScreens';
export { ProjectConnectionScreen } from './connections/ProjectConnectionScreen';
