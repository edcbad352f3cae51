import { describe, expect, it } from 'vitest';
import { profileVisibilityOf } from '../community/profileVisibility';
import { canViewAnswers, canViewComplianceAnswers, canViewConnectionAnswers } from './connectionPolicies';
import { canAddInternalDocumentTag, canRemoveInternalDocuments, canUploadInternalDocument } from './documentPolicies';
import * as rules from './identityRules';
import { PERMISSIONS, type Permission } from './permissions';
import { PERSONA_IDS, PERSONAS, withoutPermissions } from './personas';
import { canInvite, canManageInternalData, canUseOnboarding, canUseSupplyChain, type Policy } from './policies';
import {
  canAddReference, canApproveSuspension, canChangeReference, canEditCustomFields, canEditNotes, canManageSuspension,
  canRemoveNotes, canRemoveReference, canSeeRiskAnalytics, canSeeRiskRadar, canSuspendSupplier, type ProfilePolicy,
} from './profilePolicies';

/**
 * Issue 33: the app's policies and the mock platform's endpoint rules never disagree. Each policy
 * behind a gated action (its button, its saga's check) answers as the identity rule its endpoint
 * declares, for every persona and for every persona with any one permission dropped.
 */
const PAIRS: [string, Policy | ProfilePolicy, rules.IdentityRule][] = [
  ['canEditNotes', canEditNotes, rules.mayEditNotes],
  ['canRemoveNotes', canRemoveNotes, rules.mayRemoveNotes],
  ['canAddReference', canAddReference, rules.mayAddReference],
  ['canChangeReference', canChangeReference, rules.mayChangeReference],
  ['canRemoveReference', canRemoveReference, rules.mayRemoveReference],
  ['canEditCustomFields', canEditCustomFields, rules.mayEditCustomFields],
  ['canUploadInternalDocument', canUploadInternalDocument, rules.mayUploadInternalDocument],
  ['canAddInternalDocumentTag', canAddInternalDocumentTag, rules.mayAddInternalDocumentTag],
  ['canRemoveInternalDocuments', canRemoveInternalDocuments, rules.mayRemoveInternalDocument],
  ['canManageSuspension', canManageSuspension, rules.mayManageSuspension],
  ['canApproveSuspension', canApproveSuspension, rules.mayApproveSuspension],
  ['canSuspendSupplier', canSuspendSupplier, rules.maySuspendSupplier],
  ['canSeeRiskAnalytics', canSeeRiskAnalytics, rules.mayUseRiskAnalytics],
  ['canSeeRiskRadar', canSeeRiskRadar, rules.mayUseRiskInformation],
  ['canViewComplianceAnswers', canViewComplianceAnswers, rules.mayViewComplianceAnswers],
  ['canViewConnectionAnswers', canViewConnectionAnswers, rules.mayViewConnectionAnswers],
  ['canViewAnswers', canViewAnswers, rules.mayViewAnswers],
  ['canManageInternalData', canManageInternalData, rules.mayManageInternalData],
  ['canUseSupplyChain', canUseSupplyChain, rules.mayReadSupplyChain],
  ['canUseOnboarding', canUseOnboarding, rules.mayUseOnboarding],
  ['canInvite', canInvite, rules.mayInvite],
];

const identities = PERSONA_IDS.flatMap((id) => {
  const { identity } = PERSONAS[id];
  return [
    { label: id, identity },
    ...PERMISSIONS.filter((p) => identity.permissions.includes(p)).map((dropped: Permission) => ({
      label: `${id} without ${dropped}`,
      identity: { ...identity, permissions: withoutPermissions(identity.permissions, [dropped]) },
    })),
  ];
});

describe("the app's policies are the mock platform's identity rules", () => {
  it.each(PAIRS)('%s', (_, policy, rule) => {
    for (const { label, identity } of identities) {
      const subject = { identity, components: {}, profile: profileVisibilityOf(null) };
      expect([label, policy(subject)]).toEqual([label, rule(identity)]);
    }
  });

  it('a dropped permission turns its policy off (the rules are not trivially true)', () => {
    const full = PERSONAS['full-buyer'].identity;
    const without = (p: Permission) => ({ identity: { ...full, permissions: withoutPermissions(full.permissions, [p]) }, components: {}, profile: profileVisibilityOf(null) });
    expect(canEditNotes(without('suppliersourcing:edit-notes'))).toBe(false);
    expect(canChangeReference(without('suppliersourcing:edit-reference'))).toBe(false);
    expect(canSuspendSupplier(without('supplychain:approver'))).toBe(false);
    expect(canSuspendSupplier(without('supplychain:suspend-supplier'))).toBe(false);
    expect(canSuspendSupplier({ identity: full, components: {}, profile: profileVisibilityOf(null) })).toBe(true);
  });
});
