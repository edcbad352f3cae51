import type { ReactNode } from 'react';
import { Route } from '@/platform/router';
import { paths } from '../paths';
import { screens } from './routeScreens';

const Profile = screens.supplierProfile;

/**
 * /supplier/:supplierId/* in the app's route table: one line. The profile's own route table (spec
 * 02 §2.2, supplierRoutes.tsx) comes with the profile's chunk as descendant routes, so the landing's
 * first load carries none of it. A function, not a component: <Routes> only accepts <Route> elements.
 */
export function supplierRoute(screen: (element: ReactNode) => ReactNode) {
  return <Route path={`${paths.supplierBase}/*`} element={screen(<Profile />)} />;
}
