import { useRoutes } from '@/platform/router';
import { FeatureSlots } from '../slots/FeatureSlots';
import { lazyScreensAt } from './routeLazyScreens';
import { supplierRouteTree } from './supplierRouteTree';

/**
 * /supplier/:supplierId/*: the routes below the supplier (supplierRouteTree.tsx), with the other
 * features' pieces the profile offers (the add-to-supply-chain dialog, through AddToSupplyChainSlot),
 * filled for this route as for the results page.
 */
export function ProfileRoute() {
  const routes = useRoutes(supplierRouteTree);
  return <FeatureSlots>{routes}</FeatureSlots>;
}

/** The lazy screens a path below /supplier/:supplierId/ shows (no leading slash): a tab, or a layout and its page. */
export const lazyScreensBelowSupplier = (below: string) => lazyScreensAt(supplierRouteTree, `/${below}`);
