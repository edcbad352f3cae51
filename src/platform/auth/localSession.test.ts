import { describe, expect, it } from 'vitest';
import { testConfig } from '@/test/testConfig';
import { localSessionToken, resolveFlags, resolveLocalSession } from './localSession';
import { personaFromToken } from './mockToken';
import { can } from './can';
import { ldEnvironment } from '../flags/flags';

describe('local session', () => {
  it('starts as the full buyer in GB, English, by default', () => {
    const session = resolveLocalSession(testConfig(), { flags: {} });
    expect(session.identity.firstName).toBe('Alex');
    expect(session.community).toBe('GB');
    expect(session.language).toBe('en');
    expect(can(session.identity, 'onboarding:access')).toBe(true);
  });

  it.each([
    ['readonly-sourcing', 'suppliersourcing:readonly', true],
    ['supplychain-readonly', 'supplychain:readonly', true],
    ['no-onboarding', 'onboarding:access', false],
    ['french-limited', 'pkg-frenchlimitedbuyer:access', true],
  ] as const)('persona %s: %s is %s', (persona, permission, held) => {
    const session = resolveLocalSession(testConfig(), { persona, flags: {} });
    expect(can(session.identity, permission)).toBe(held);
  });

  it('gives the French limited buyer free buyer access, French and the FR community', () => {
    const session = resolveLocalSession(testConfig(), { persona: 'french-limited', flags: {} });
    expect(session.flags.freeBuyerAccessEnabled).toBe(true);
    expect(session.community).toBe('FR');
    expect(session.language).toBe('fr');
  });

  it('marks the supply-chain-only account and the impersonated session', () => {
    expect(resolveLocalSession(testConfig(), { persona: 'supplychain-only', flags: {} }).identity.isSupplyChainOnly).toBe(true);
    expect(resolveLocalSession(testConfig(), { persona: 'impersonated', flags: {} }).identity.impersonatedBy).toMatch(/Support/);
  });

  it('lets developer overrides win over config and account flags', () => {
    const config = { ...testConfig(), flags: { exportSearchResultsEnabled: false, generateZip: false } };
    const flags = resolveFlags(config, { generateZip: true }, { exportSearchResultsEnabled: true });
    expect(flags.exportSearchResultsEnabled).toBe(true);
    expect(flags.generateZip).toBe(true);
  });

  it('maps the LaunchDarkly environment label Local to dev', () => {
    expect(ldEnvironment('Local')).toBe('dev');
    expect(ldEnvironment('Production')).toBe('production');
  });

  it('drops the permissions the tab drops from the identity and the token, and server-only ones from the token alone', () => {
    const session = resolveLocalSession(testConfig(), { flags: {}, without: ['suppliersourcing:edit-notes'] });
    expect(can(session.identity, 'suppliersourcing:edit-notes')).toBe(false);
    const token = localSessionToken(session.identity, { serverWithout: ['supplychain:approver'] });
    expect(token).toBe('mock-token:5001;without=suppliersourcing:edit-notes,supplychain:approver');
    const seenByServer = personaFromToken(`Bearer ${token}`)!.identity;
    expect(can(seenByServer, 'suppliersourcing:edit-notes')).toBe(false);
    expect(can(seenByServer, 'supplychain:approver')).toBe(false);
    expect(can(session.identity, 'supplychain:approver')).toBe(true);
  });

  it('a token naming an unknown permission or account is nobody', () => {
    expect(personaFromToken('Bearer mock-token:5001;without=admin:everything')).toBeNull();
    expect(personaFromToken('Bearer mock-token:9999')).toBeNull();
    expect(personaFromToken('Bearer mock-token:5001')?.identity.firstName).toBe('Alex');
  });
});
