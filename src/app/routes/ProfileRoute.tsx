import { SupplierProfile } from '@/features/supplierProfile';
import { FeatureSlots } from '../slots/FeatureSlots';

/**
 * The supplier profile with the other features' pieces it offers (the add-to-supply-chain dialog,
 * through AddToSupplyChainSlot), filled for this route as for the results page.
 */
export function ProfileRoute() {
  return (
    <FeatureSlots>
      <SupplierProfile />
    </FeatureSlots>
  );
}
