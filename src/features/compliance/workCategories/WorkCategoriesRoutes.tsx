import { useTranslation } from 'react-i18next';
import { Route, Routes } from '@/platform/router';
import { ComplianceFeatureGate } from '../ComplianceFeatureGate';
import { WorkCategoriesScreen } from './WorkCategoriesScreen';
import { WorkCategoryScreen } from './WorkCategoryScreen';

/** The Work Categories tab (`compliance/work-categories`) and a category's page (`…/{id}`). Issue 16. */
export function WorkCategoriesRoutes() {
  // Texts load with the route's chunk, outside the feature gate (see ComplianceRoutes).
  useTranslation(['workCategories']);
  return (
    <ComplianceFeatureGate>
      <Routes>
        <Route index element={<WorkCategoriesScreen />} />
        <Route path=":workCategoryId" element={<WorkCategoryScreen />} />
      </Routes>
    </ComplianceFeatureGate>
  );
}
