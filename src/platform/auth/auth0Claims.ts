import { COMMUNITY_CODES, LANGUAGES, type CommunityCode, type Language } from '../config/types';
import type { Identity } from './identity';
import { PERMISSIONS, type Permission } from './permissions';

/** Namespace of the platform's custom claims in Auth0 tokens. */
export const CLAIMS_NAMESPACE = 'https://findsuppliers/claims/';

type Claims = Record<string, unknown>;

/** Reads a JWT's payload without verifying it: the API verifies, the app only reads its own claims. */
export function decodeJwtPayload(token: string): Claims {
  const part = token.split('.')[1];
  if (!part) return {};
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(decodeURIComponent(escape(json))) as Claims;
  } catch {
    return {};
  }
}

const claim = (claims: Claims, name: string) => claims[`${CLAIMS_NAMESPACE}${name}`];

/** The associated supplier entity id claim (spec 03 §6): a positive whole number, as a number or its digits; else null. */
function entityIdOf(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function identityFromClaims(idClaims: Claims, accessClaims: Claims): Identity {
  const permissions = (Array.isArray(accessClaims.permissions) ? accessClaims.permissions : []).filter(
    (p): p is Permission => (PERMISSIONS as readonly string[]).includes(p as string),
  );
  const community = String(claim(idClaims, 'community') ?? 'GB').toUpperCase();
  const language = String(claim(idClaims, 'language') ?? 'en');
  return {
    userId: String(idClaims.sub ?? ''),
    userAccountId: Number(claim(idClaims, 'userAccountId') ?? 0),
    firstName: String(idClaims.given_name ?? ''),
    lastName: String(idClaims.family_name ?? ''),
    email: String(idClaims.email ?? ''),
    orgAccountId: Number(claim(idClaims, 'orgAccountId') ?? 0),
    organisationId: Number(claim(idClaims, 'organisationId') ?? claim(idClaims, 'orgAccountId') ?? 0),
    community: (COMMUNITY_CODES as readonly string[]).includes(community) ? (community as CommunityCode) : 'GB',
    language: (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en',
    permissions,
    isSupplyChainOnly: claim(idClaims, 'isSupplyChainOnly') === true,
    impersonatedBy: (claim(idClaims, 'impersonatedBy') as string | undefined) ?? null,
    logoURL: (claim(idClaims, 'logoURL') as string | undefined) ?? null,
    accountType: claim(idClaims, 'accountType') === 'supplier' ? 'supplier' : 'buyer',
    supplierEntityId: entityIdOf(claim(idClaims, 'supplierEntityId')),
  };
}
