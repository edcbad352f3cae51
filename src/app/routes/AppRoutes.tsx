import { lazy, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch, useLocation } from '@/platform/router';
import { useFlag, usePermission } from '@/platform/session';
import { ErrorPanel } from '@/ui/ErrorPanel';
import { paths } from '../paths';
import { RouteBoundary } from './RouteBoundary';
import { ScrollToTop } from './ScrollToTop';
import { LateFeaturesGate } from './LateFeaturesGate';

const load = <K extends string>(factory: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => factory().then((module) => ({ default: module[name] })));

// Route screens are lazy chunks: the landing route's first load carries only what it needs.
const Landing = load(() => import('@/features/search/landing/LandingScreen'), 'LandingScreen');
const Filters = load(() => import('@/features/search/filters/FiltersScreen'), 'FiltersScreen');
const Results = load(() => import('./ResultsRoute'), 'ResultsRoute');
const Supplier = load(() => import('./placeholders'), 'SupplierPlaceholder');
const Invite = load(() => import('@/features/invite/InviteSupplierScreen'), 'InviteSupplierScreen');

const screen = (element: ReactNode) => <RouteBoundary>{element}</RouteBoundary>;

/** French limited buyers with free buyer access may only use the landing route (spec 01 §2). */
function useLimitedToLanding(): boolean {
  const isFrenchLimited = usePermission('pkg-frenchlimitedbuyer:access');
  const freeBuyerAccess = useFlag('freeBuyerAccessEnabled');
  return isFrenchLimited && freeBuyerAccess;
}

export function AppRoutes() {
  const { t } = useTranslation();
  const hasAccess = usePermission('suppliersourcing:access');
  const limited = useLimitedToLanding();
  const [pathname] = useLocation();

  if (!hasAccess) return <ErrorPanel heading={t('errors.noAccessTitle')} message={t('errors.noAccessMessage')} />;
  if (limited && pathname !== paths.landing) return <Redirect to={paths.landing} replace />;

  return (
    <>
      <ScrollToTop />
      <Switch>
        {/* Filters and results are matched before the landing route (spec 01 §2). */}
        <Route path={paths.filters}>{screen(<Filters />)}</Route>
        <Route path={paths.results}>{screen(<LateFeaturesGate><Results /></LateFeaturesGate>)}</Route>
        <Route path={paths.landing}>{screen(<Landing />)}</Route>
        <Route path={paths.supplierBase} nest>
          {screen(<Supplier />)}
        </Route>
        <Route path={paths.invite}>{screen(<LateFeaturesGate><Invite /></LateFeaturesGate>)}</Route>
        <Route>
          <Redirect to={paths.landing} replace />
        </Route>
      </Switch>
    </>
  );
}
