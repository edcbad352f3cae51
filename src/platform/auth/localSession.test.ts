import { describe, expect, it } from 'vitest';
import { testConfig } from '@/test/testConfig';
import { resolveFlags, resolveLocalSession } from './localSession';
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
});
