import { useTranslation } from 'react-i18next';
import { Outlet } from '@/platform/router';
import { ComplianceFeatureGate } from '../ComplianceFeatureGate';

/** The Work Categories tab (`compliance/work-categories`) and a category's page render in this outlet. Issue 16. */
export function WorkCategoriesLayout() {
  // Texts load with the route's chunk, outside the feature gate (see ComplianceLayout).
  useTranslation(['workCategories']);
  return (
    <ComplianceFeatureGate>
      <Outlet />
    </ComplianceFeatureGate>
  );
}
