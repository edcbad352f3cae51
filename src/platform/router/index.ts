// The one place the app names its router library (react-router-dom 7, declarative mode with route objects:
// app/routes' tree goes to useRoutes; the sagas own data, so there are no loaders). Everything else imports routing from here.
export {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  matchRoutes,
  useOutletContext,
  useRoutes,
  useHref,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
export { currentPathname, navigateTo, registerNavigator, type NavigateOptions } from './navigation';
export { NavigatorBridge } from './NavigatorBridge';
export { useSearch } from './useSearch';
export { useAppHref } from './useAppHref';
export { BASENAME } from './paths';
export { href, withQuery, type Id, type Query, type SupplierParams } from './href';
export {
  APP_ROUTES, COMPLIANCE_ROUTES, CONNECTION_ROUTES, DETAIL_ROUTES, REQUIREMENT_ROUTES, SUPPLIER_ROUTES, WORK_CATEGORY_ROUTES,
  type DetailKind, type SupplierRouteKey,
} from './routePaths';
export { useReturnAddress, type ReturnParam } from './useReturnAddress';
