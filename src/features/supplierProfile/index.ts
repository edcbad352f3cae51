// Public surface of the supplier profile feature: what app/routes/supplierRoutes.tsx composes.
export { SupplierProfile, isOnPlatformId } from './SupplierProfile';
export { ProfileRouteGuard } from './ProfileRouteGuard';
export { NotImplemented } from './components/NotImplemented';
export { PROFILE_TABS, profileTab, accessTo, visibleTabs, type ProfileTabId } from './profileTabs';
export { PROFILE_ROUTES, DEFAULT_PROFILE_TAB, profileTabHref, profilePrintHref, profileRoot } from './profilePaths';
