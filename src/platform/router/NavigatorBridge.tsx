import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerNavigator } from './navigation';

/** Lends the current router's navigate function to sagas (they may navigate; reducers may not). */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((path, options) => void navigate(path, options));
    return () => registerNavigator(null);
  }, [navigate]);
  return null;
}
