import { Route, Routes } from '@/platform/router';
import { NotBuiltYetHere } from '../NotBuiltYetHere';
import { ComplianceFeatureGate } from '../ComplianceFeatureGate';

/** The Work Categories tab (`compliance/work-categories`) and a category's page (`…/{id}`). Issue 16. */
export function WorkCategoriesRoutes() {
  return (
    <ComplianceFeatureGate>
      <Routes>
        <Route index element={<NotBuiltYetHere screen="workCategories" />} />
        <Route path=":workCategoryId" element={<NotBuiltYetHere screen="workCategory" />} />
      </Routes>
    </ComplianceFeatureGate>
  );
}
