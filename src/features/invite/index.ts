// Public surface of the invite feature: the route screen and the onboarding hand-off.
export { InviteSupplierScreen } from './InviteSupplierScreen';
export { InviteSupplierHandoffButton, type InviteSupplierHandoffButtonProps } from './InviteSupplierHandoffButton';
export { useOnboardingHandoff } from './hooks';
export type { HandoffRequest } from './inviteSlice';
