import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { registerNavigator, registerPathname } from './navigation';

/**
 * Lends the current router's navigate function and path to sagas (they may navigate; reducers may
 * not). The path is kept in a layout effect: the screens' own effects, which ask for data, then
 * already see the page they belong to.
 */
export function NavigatorBridge() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const latest = useRef(pathname);
  useLayoutEffect(() => {
    latest.current = pathname;
  }, [pathname]);
  useEffect(() => {
    registerNavigator((path, options) => void navigate(path, options));
    registerPathname(() => latest.current);
    return () => {
      registerNavigator(null);
      registerPathname(null);
    };
  }, [navigate]);
  return null;
}
