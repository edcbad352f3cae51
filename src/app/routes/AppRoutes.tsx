import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFlag, usePermission } from '@/platform/session';
import { paths } from '../paths';
import { RouteBoundary } from './RouteBoundary';
import { ErrorPanel } from '@/ui/ErrorPanel';

const load = <K extends string>(factory: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => factory().then((module) => ({ default: module[name] })));

// Route screens are lazy chunks: the landing route's first load carries only what it needs.
const Landing = load(() => import('./placeholders'), 'LandingPlaceholder');
const Filters = load(() => import('./placeholders'), 'FiltersPlaceholder');
const Results = load(() => import('./placeholders'), 'ResultsPlaceholder');
const Supplier = load(() => import('./placeholders'), 'SupplierPlaceholder');
const Invite = load(() => import('./placeholders'), 'InvitePlaceholder');

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
  const { pathname } = useLocation();

  if (!hasAccess) return <ErrorPanel heading={t('errors.noAccessTitle')} message={t('errors.noAccessMessage')} />;
  if (limited && pathname !== paths.landing) return <Navigate to={paths.landing} replace />;

  return (
    <Routes>
      {/* Filters and results are matched before the landing route (spec 01 §2). */}
      <Route path={paths.filters} element={screen(<Filters />)} />
      <Route path={paths.results} element={screen(<Results />)} />
      <Route path={paths.landing} element={screen(<Landing />)} />
      <Route path={paths.supplierPattern} element={screen(<Supplier />)} />
      <Route path={paths.invite} element={screen(<Invite />)} />
      <Route path="*" element={<Navigate to={paths.landing} replace />} />
    </Routes>
  );
}
