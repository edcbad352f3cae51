import { FeatureSlots } from '../slots/FeatureSlots';
import { SupplierProfileRoutes } from './supplierRoutes';

/**
 * The supplier profile with the other features' pieces it offers (the add-to-supply-chain dialog,
 * through AddToSupplyChainSlot), filled for this route as for the results page.
 */
export function ProfileRoute() {
  return (
    <FeatureSlots>
      <SupplierProfileRoutes />
    </FeatureSlots>
  );
}
