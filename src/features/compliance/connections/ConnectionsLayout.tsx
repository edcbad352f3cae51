import { Outlet } from '@/platform/router';
import { ComplianceFeatureGate } from '../ComplianceFeatureGate';
import { ConnectionsContentGate } from './ConnectionsContentGate';
import { useConnectionTexts } from './useConnectionTexts';

/**
 * /connections and below (spec 03 §2): the Your Connections tab, a focused connection and a
 * requirement's pages opened from a buyer connection render in this outlet, where the community
 * shows connections (ConnectionsContentGate, spec 03 §6). Issue 17.
 */
export function ConnectionsLayout() {
  useConnectionTexts();
  return (
    <ComplianceFeatureGate>
      <ConnectionsContentGate>
        <Outlet />
      </ConnectionsContentGate>
    </ComplianceFeatureGate>
  );
}
