// Public surface of the invite feature: the route screen. The onboarding hand-off is one platform
// saga (platform/onboarding) that every feature calls.
export { InviteSupplierScreen } from './InviteSupplierScreen';
