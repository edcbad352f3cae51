// The one place the app names its router library (react-router-dom 7, declarative mode: the sagas
// own data, so there are no loaders). Everything else imports routing from here.
export {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useHref,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export { currentPathname, navigateTo, registerNavigator, type NavigateOptions } from './navigation';
export { NavigatorBridge } from './NavigatorBridge';
export { useSearch } from './useSearch';
export { useAppHref } from './useAppHref';
export { BASENAME, paths, withSid } from './paths';
export { useReturnAddress, type ReturnParam } from './useReturnAddress';
