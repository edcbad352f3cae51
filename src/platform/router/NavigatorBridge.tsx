import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { registerNavigator } from './navigation';

/** Lends the current router's navigate function to sagas (they may navigate; reducers may not). */
export function NavigatorBridge() {
  const [, navigate] = useLocation();
  useEffect(() => {
    registerNavigator((path, options) => navigate(path, options));
    return () => registerNavigator(null);
  }, [navigate]);
  return null;
}
