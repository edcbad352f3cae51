import { describe, expect, it } from 'vitest';
import { CLAIMS_NAMESPACE, decodeJwtPayload, identityFromClaims } from './auth0Claims';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('Auth0 claims', () => {
  it('reads the permissions of the access token, keeping only known ones', () => {
    const token = `${b64({ alg: 'none' })}.${b64({ permissions: ['suppliersourcing:access', 'something:else'] })}.sig`;
    const identity = identityFromClaims(
      { sub: 'auth0|1', given_name: 'Ana', family_name: 'Núñez', [`${CLAIMS_NAMESPACE}community`]: 'es' },
      decodeJwtPayload(token),
    );
    expect(identity.permissions).toEqual(['suppliersourcing:access']);
    expect(identity.community).toBe('ES');
    expect(identity.lastName).toBe('Núñez');
  });

  it('falls back to GB and English for unknown claims and survives a malformed token', () => {
    const identity = identityFromClaims({ [`${CLAIMS_NAMESPACE}community`]: 'XX' }, decodeJwtPayload('not-a-jwt'));
    expect(identity.community).toBe('GB');
    expect(identity.language).toBe('en');
    expect(identity.permissions).toEqual([]);
  });

  it('reads the associated supplier entity id and the account type from the application claims (spec 03 §6)', () => {
    const supplier = identityFromClaims({ [`${CLAIMS_NAMESPACE}accountType`]: 'supplier', [`${CLAIMS_NAMESPACE}supplierEntityId`]: '100010' }, {});
    expect(supplier).toMatchObject({ accountType: 'supplier', supplierEntityId: 100010 });
    expect(identityFromClaims({ [`${CLAIMS_NAMESPACE}supplierEntityId`]: 100011 }, {})).toMatchObject({ accountType: 'buyer', supplierEntityId: 100011 });
    for (const bad of ['', 'abc', -4, 0, 1.5, null, undefined]) {
      expect(identityFromClaims({ [`${CLAIMS_NAMESPACE}supplierEntityId`]: bad }, {}).supplierEntityId).toBeNull();
    }
  });
});
