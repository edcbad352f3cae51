import { useTranslation } from 'react-i18next';
import { Outlet } from '@/platform/router';
import { ComplianceFeatureGate } from './ComplianceFeatureGate';
import { COMPLIANCE_LAYOUT_NAMESPACES } from './complianceTexts';

/**
 * /supplier/{id}/compliance and below (spec 03 §2): the routes of app/routes/supplierRouteTree.tsx
 * render in this outlet, once the compliance area's state and sagas have joined the store.
 */
export function ComplianceLayout() {
  // The dashboard's texts load with the route's chunk, outside the feature gate: a namespace still
  // loading inside it would suspend an ordinary update and React holds that back ~300 ms.
  useTranslation([...COMPLIANCE_LAYOUT_NAMESPACES]);
  return (
    <ComplianceFeatureGate>
      <Outlet />
    </ComplianceFeatureGate>
  );
}
