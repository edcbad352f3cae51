import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from '@/platform/router';
import { useLimitedToLanding, usePermission } from '@/platform/session';
import { ErrorPanel } from '@/ui/ErrorPanel';
import { paths } from '../paths';
import { RouteBoundary } from './RouteBoundary';
import { ScrollToTop } from './ScrollToTop';
import { LateFeaturesGate } from './LateFeaturesGate';
import { screens } from './routeScreens';
import { supplierRoute } from './supplierRoute';

const { landing: Landing, filters: Filters, results: Results, invite: Invite } = screens;

// Acts from the first navigation on, never on the first paint: its own chunk keeps it off the first load.
const FocusHeadingOnNavigate = lazy(() =>
  import('./FocusHeadingOnNavigate').then((m) => ({ default: m.FocusHeadingOnNavigate })),
);

const screen = (element: ReactNode) => <RouteBoundary>{element}</RouteBoundary>;

export function AppRoutes() {
  const { t } = useTranslation();
  const hasAccess = usePermission('suppliersourcing:access');
  // French limited buyers with free buyer access may only use the landing route (spec 01 §2).
  const limited = useLimitedToLanding();
  const { pathname } = useLocation();

  if (!hasAccess) return <ErrorPanel heading={t('errors.noAccessTitle')} message={t('errors.noAccessMessage')} />;
  if (limited && pathname !== paths.landing) return <Navigate to={paths.landing} replace />;

  return (
    <>
      <ScrollToTop />
      <Suspense fallback={null}>
        <FocusHeadingOnNavigate />
      </Suspense>
      <Routes>
        {/* Exact paths: filters and results never fall to the landing route or the catch-all (spec 01 §2). */}
        <Route path={paths.filters} element={screen(<Filters />)} />
        <Route path={paths.results} element={screen(<Results />)} />
        <Route path={paths.landing} element={screen(<Landing />)} />
        {supplierRoute(screen)}
        <Route path={paths.invite} element={screen(<LateFeaturesGate><Invite /></LateFeaturesGate>)} />
        <Route path="*" element={<Navigate to={paths.landing} replace />} />
      </Routes>
    </>
  );
}
