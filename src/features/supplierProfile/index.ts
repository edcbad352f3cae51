// Public surface of the supplier profile feature: what app/routes/supplierRouteTree.tsx composes.
export { SupplierProfile, isOnPlatformId } from './SupplierProfile';
export { ProfileRouteGuard } from './ProfileRouteGuard';
export { PrintRouteGuard } from './PrintRouteGuard';
export { NotImplemented } from './components/NotImplemented';
export { PROFILE_TABS, DEFAULT_PROFILE_TAB, profileTab, accessTo, visibleTabs, tabHref, type ProfileTabId } from './profileTabs';
