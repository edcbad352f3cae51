import type { ReactNode } from 'react';
import { Outlet, Route } from '@/platform/router';
import { paths } from '../paths';
import { screens } from './routeScreens';

const NotBuiltYet = screens.supplierNotBuilt;

/**
 * /supplier/:supplierId/* (specs 02 and 03): one parent route whose element renders the child
 * routes in an <Outlet/>. The profile issue swaps the parent element for the profile layout
 * (header + tab bar) and adds one child per tab; until then every child path says plainly that
 * the screen is not built yet. A function, not a component: <Routes> only accepts <Route> elements.
 */
export function supplierRoutes(screen: (element: ReactNode) => ReactNode) {
  return (
    <Route path={paths.supplierBase} element={<Outlet />}>
      <Route index element={screen(<NotBuiltYet />)} />
      <Route path="*" element={screen(<NotBuiltYet />)} />
    </Route>
  );
}
