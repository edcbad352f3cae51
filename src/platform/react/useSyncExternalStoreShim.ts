// React 18+ has useSyncExternalStore built in; react-i18next still imports the pre-18 shim. The
// production build aliases the shim to this file (vite.config.ts), dropping its bytes and checks.
export { useSyncExternalStore } from 'react';
