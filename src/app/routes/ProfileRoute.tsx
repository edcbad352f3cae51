import type { UnknownAction } from '@reduxjs/toolkit';
import { accessTo } from '@/features/supplierProfile';
import type { SupplierScreenAt } from '@/platform/resource';
import { matchRoutes, useRoutes } from '@/platform/router';
import { FeatureSlots } from '../slots/FeatureSlots';
import { lazyScreensAt } from './routeLazyScreens';
import { supplierRouteTree, type SupplierRouteHandle } from './supplierRouteTree';

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

/**
 * What the screens at a path below /supplier/:supplierId/ read first (each route's `handle`), for a
 * buyer the tab's rule lets in: nothing for a locked, redirected or missing tab, whose screen would
 * ask for nothing either.
 */
export async function requestsBelowSupplier(below: string, at: Omit<SupplierScreenAt, 'params'>): Promise<UnknownAction[]> {
  const matches = matchRoutes(supplierRouteTree, `/${below}`) ?? [];
  const handles = matches.map(({ route }) => (route.handle ?? {}) as SupplierRouteHandle);
  const tab = handles.find((handle) => handle.tab)?.tab;
  if (!tab || accessTo(tab, at.subject) !== 'allow') return [];
  const params = matches.at(-1)?.params ?? {};
  const requests = await Promise.all(handles.flatMap(({ requests }) => (requests ? [requests()] : [])));
  return requests.flatMap((screenRequests) => screenRequests({ ...at, params }));
}
