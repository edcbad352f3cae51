import { Suspense } from 'react';
import { lazyScreen } from '@/platform/async/lazyScreen';
import { SecondaryPart } from '@/platform/async/SecondaryPart';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, href, Navigate, useLocation, useRoutes } from '@/platform/router';
import { useLimitedToLanding, usePermission } from '@/platform/session';
import { ErrorPanel } from '@/ui/ErrorPanel';
import { appRouteTree } from './routeTree';
import { ScrollToTop } from './ScrollToTop';

// Acts from the first navigation on, never on the first paint: its own chunk keeps it off the first load.
const FocusHeadingOnNavigate = lazyScreen(() => import('./FocusHeadingOnNavigate'), 'FocusHeadingOnNavigate');

export function AppRoutes() {
  const { t } = useTranslation();
  const hasAccess = usePermission('suppliersourcing:access');
  // French limited buyers with free buyer access may only use the landing route (spec 01 §2).
  const limited = useLimitedToLanding();
  const { pathname } = useLocation();
  const routes = useRoutes(appRouteTree);

  if (!hasAccess) return <ErrorPanel heading={t('errors.noAccessTitle')} message={t('errors.noAccessMessage')} />;
  if (limited && pathname !== APP_ROUTES.landing) return <Navigate to={href.landing()} replace />;

  return (
    <>
      <ScrollToTop />
      <SecondaryPart fallback={null} retryKey={pathname}>
        <Suspense fallback={null}>
          <FocusHeadingOnNavigate />
        </Suspense>
      </SecondaryPart>
      {routes}
    </>
  );
}
