import type { Identity } from './identity';
import type { Permission } from './permissions';

/**
 * The permission half of a gated action: what a backend can check from the bearer identity alone
 * (it knows no community settings or flags). The policies build on these, and the mock platform's
 * handlers refuse with 403 through the same functions (mocks/handlers/permission.ts).
 */
export type IdentityRule = (identity: Pick<Identity, 'permissions'> | null) => boolean;

// Not can(): the mock platform shares this module, and all it imports would leave the landing's chunk too.
const has = (identity: Pick<Identity, 'permissions'> | null, permission: Permission) => !!identity?.permissions.includes(permission);

/** Writing to a supply chain (add suppliers, create a segment): supplychain:access, neither read-only permission. */
export const mayWriteSupplyChain: IdentityRule = (identity) =>
  has(identity, 'supplychain:access') && !has(identity, 'supplychain:readonly') && !has(identity, 'suppliersourcing:readonly');

/** Inviting a supplier: onboarding:access and supplychain:access, not read-only sourcing. */
export const mayInvite: IdentityRule = (identity) =>
  has(identity, 'onboarding:access') && has(identity, 'supplychain:access') && !has(identity, 'suppliersourcing:readonly');
