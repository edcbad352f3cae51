// The Work Categories tab's route elements (spec 03 §2), one chunk: lazy-loaded by app/routes/supplierRouteTree.tsx.
export { WorkCategoriesLayout } from './WorkCategoriesLayout';
export { WorkCategoriesScreen } from './WorkCategoriesScreen';
export { WorkCategoryScreen } from './WorkCategoryScreen';
