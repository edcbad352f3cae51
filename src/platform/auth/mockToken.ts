import type { Identity } from './identity';
import { PERMISSIONS, type Permission } from './permissions';
import { personaOfAccount, withoutPermissions, type Persona } from './personas';

// Apart from personas.ts, which index.html's build-time landing shell reads (scripts/landingShell.ts):
// a value import of ./permissions there made Vite's config loader warn about extensionless imports.

/**
 * The bearer token of a local identity: `mock-token:{userAccountId}`, plus `;without=a,b` naming the
 * persona's permissions this session dropped (URL parameter `without` or the development panel), so
 * the mock platform refuses exactly what the app hides.
 */
export function mockTokenFor(identity: Pick<Identity, 'userAccountId' | 'permissions'>): string {
  const persona = personaOfAccount(identity.userAccountId);
  const dropped = persona ? persona.identity.permissions.filter((p) => !identity.permissions.includes(p)) : [];
  return `mock-token:${identity.userAccountId}${dropped.length ? `;without=${dropped.join(',')}` : ''}`;
}

const isPermission = (value: string): value is Permission => (PERMISSIONS as readonly string[]).includes(value);

/**
 * The mock platform's side: which persona a bearer token belongs to, with the permissions the token
 * drops removed from its identity. Null for a missing, unknown or malformed token (a 401).
 */
export function personaFromToken(authorization: string | null): Persona | null {
  const match = authorization?.match(/^Bearer mock-token:(\d{1,9})(?:;without=([a-z0-9:,-]{1,2000}))?$/);
  if (!match) return null;
  const persona = personaOfAccount(Number(match[1]));
  if (!persona || !match[2]) return persona;
  const dropped = match[2].split(',');
  if (!dropped.every(isPermission)) return null;
  return { ...persona, identity: { ...persona.identity, permissions: withoutPermissions(persona.identity.permissions, dropped) } };
}

