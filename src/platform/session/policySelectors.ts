import { createSelector } from '@reduxjs/toolkit';
import {
  canAddToSupplyChain, canCreateOrganisation, canInvite, canSelectRows, canUseOnboarding, canUseSupplyChain,
  type Policy, type PolicySubject,
} from '../auth/policies';
import { selectCommunitySettings, selectIdentity, type SessionState } from './sessionSlice';

type WithSession = { session: SessionState };

const NO_COMPONENTS = {};

/** The signed-in buyer as policies see them (platform/auth/policies). */
export const selectPolicySubject = createSelector(
  [selectIdentity, (s: WithSession) => selectCommunitySettings(s)?.components ?? NO_COMPONENTS],
  (identity, components): PolicySubject => ({ identity, components }),
);

export const selectPolicy = (policy: Policy) => (s: WithSession) => policy(selectPolicySubject(s));

export const selectCanAddToSupplyChain = selectPolicy(canAddToSupplyChain);
export const selectCanInvite = selectPolicy(canInvite);
export const selectCanUseOnboarding = selectPolicy(canUseOnboarding);
export const selectCanUseSupplyChain = selectPolicy(canUseSupplyChain);
export const selectCanSelectRows = selectPolicy(canSelectRows);
export const selectCanCreateOrganisation = selectPolicy(canCreateOrganisation);

