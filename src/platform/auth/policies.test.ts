import { describe, expect, it } from 'vitest';
import { PERSONAS, PERSONA_IDS, type PersonaId } from './personas';
import {
  canAddToSupplyChain, canCreateOrganisation, canInvite, canSelectRows, canUseOnboarding, canUseSupplyChain,
  isLimitedToLanding, type Policy, type PolicySubject,
} from './policies';

const POLICIES = { canAddToSupplyChain, canInvite, canUseOnboarding, canUseSupplyChain, canSelectRows, canCreateOrganisation };
type Row = Record<keyof typeof POLICIES, boolean>;

// Spec 01 §6 and spec 02 §6, persona by persona, in a community that shows add to supply chain.
const EXPECTED: Record<PersonaId, Row> = {
  'full-buyer':           { canAddToSupplyChain: true,  canInvite: true,  canUseOnboarding: true,  canUseSupplyChain: true,  canSelectRows: true,  canCreateOrganisation: true },
  'readonly-sourcing':    { canAddToSupplyChain: false, canInvite: false, canUseOnboarding: true,  canUseSupplyChain: true,  canSelectRows: false, canCreateOrganisation: false },
  'supplychain-readonly': { canAddToSupplyChain: false, canInvite: true,  canUseOnboarding: true,  canUseSupplyChain: true,  canSelectRows: true,  canCreateOrganisation: true },
  'no-onboarding':        { canAddToSupplyChain: true,  canInvite: false, canUseOnboarding: false, canUseSupplyChain: true,  canSelectRows: true,  canCreateOrganisation: true },
  'supplychain-only':     { canAddToSupplyChain: true,  canInvite: true,  canUseOnboarding: true,  canUseSupplyChain: true,  canSelectRows: true,  canCreateOrganisation: true },
  'french-limited':       { canAddToSupplyChain: false, canInvite: false, canUseOnboarding: false, canUseSupplyChain: false, canSelectRows: false, canCreateOrganisation: true },
  impersonated:           { canAddToSupplyChain: true,  canInvite: true,  canUseOnboarding: true,  canUseSupplyChain: true,  canSelectRows: true,  canCreateOrganisation: true },
  'other-organisation':   { canAddToSupplyChain: true,  canInvite: true,  canUseOnboarding: true,  canUseSupplyChain: true,  canSelectRows: true,  canCreateOrganisation: true },
  // A supplier's own user: compliance answers only, no buyer action.
  'supplier-user':        { canAddToSupplyChain: false, canInvite: false, canUseOnboarding: false, canUseSupplyChain: false, canSelectRows: false, canCreateOrganisation: true },
};

const subject = (persona: PersonaId, addToSupplyChain = true): PolicySubject => ({
  identity: PERSONAS[persona].identity,
  components: { addToSupplyChain },
});

const answers = (s: PolicySubject) =>
  Object.fromEntries(Object.entries(POLICIES).map(([name, policy]: [string, Policy]) => [name, policy(s)]));

describe('permission policies (defined once, used by search, segments, invite and the profile)', () => {
  it.each(PERSONA_IDS.map((id) => [id]))('%s', (persona) => {
    expect(answers(subject(persona))).toEqual(EXPECTED[persona]);
  });

  it('add to supply chain also needs the community to show it', () => {
    expect(canAddToSupplyChain(subject('full-buyer', false))).toBe(false);
    expect(canAddToSupplyChain({ identity: PERSONAS['full-buyer'].identity, components: {} })).toBe(false);
  });

  it('row selection needs a selection action: Compare remains when the community hides add to supply chain', () => {
    expect(canSelectRows(subject('full-buyer', false))).toBe(true);
    expect(canSelectRows(subject('readonly-sourcing', false))).toBe(false);
    expect(canSelectRows(subject('french-limited', false))).toBe(false);
  });

  it('limits the French limited buyer to the landing page only with free buyer access on', () => {
    const french = PERSONAS['french-limited'];
    expect(isLimitedToLanding({ identity: french.identity, components: {}, flags: { freeBuyerAccessEnabled: true } })).toBe(true);
    expect(isLimitedToLanding({ identity: french.identity, components: {}, flags: { freeBuyerAccessEnabled: false } })).toBe(false);
    expect(isLimitedToLanding({ identity: french.identity, components: {} })).toBe(false);
    expect(isLimitedToLanding({ identity: PERSONAS['full-buyer'].identity, components: {}, flags: { freeBuyerAccessEnabled: true } })).toBe(false);
  });

  it('without a signed-in buyer no permission-based policy holds', () => {
    const nobody: PolicySubject = { identity: null, components: { addToSupplyChain: true } };
    expect([canAddToSupplyChain, canInvite, canUseOnboarding, canUseSupplyChain].map((p) => p(nobody))).toEqual([false, false, false, false]);
  });
});
