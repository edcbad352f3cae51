import type { Identity } from './identity';
import type { Permission } from './permissions';

/** The one question components ask: does this buyer hold this permission? */
export const can = (identity: Pick<Identity, 'permissions'> | null | undefined, permission: Permission): boolean =>
  !!identity && identity.permissions.includes(permission);

export const canAll = (identity: Pick<Identity, 'permissions'> | null | undefined, ...permissions: Permission[]) =>
  permissions.every((p) => can(identity, p));

export const canAny = (identity: Pick<Identity, 'permissions'> | null | undefined, ...permissions: Permission[]) =>
  permissions.some((p) => can(identity, p));
