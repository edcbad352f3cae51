import { createSelector } from '@reduxjs/toolkit';
import {
  canAddToSupplyChain, canCreateOrganisation, canInvite, canSelectRows, canUseOnboarding, canUseSupplyChain, isLimitedToLanding,
  type Policy, type PolicySubject,
} from '../auth/policies';
import { selectCommunitySettings, selectFlags, selectIdentity, type SessionState } from './sessionSlice';

type WithSession = { session: SessionState };

const NO_COMPONENTS = {};

/** The signed-in buyer as policies see them (platform/auth/policies). */
export const selectPolicySubject = createSelector(
  [selectIdentity, (s: WithSession) => selectCommunitySettings(s)?.components ?? NO_COMPONENTS, selectFlags],
  (identity, components, flags): PolicySubject => ({ identity, components, flags }),
);

export const selectPolicy = (policy: Policy) => (s: WithSession) => policy(selectPolicySubject(s));

export const selectCanAddToSupplyChain = selectPolicy(canAddToSupplyChain);
export const selectCanInvite = selectPolicy(canInvite);
export const selectCanUseOnboarding = selectPolicy(canUseOnboarding);
export const selectCanUseSupplyChain = selectPolicy(canUseSupplyChain);
export const selectCanSelectRows = selectPolicy(canSelectRows);
export const selectCanCreateOrganisation = selectPolicy(canCreateOrganisation);
export const selectIsLimitedToLanding = selectPolicy(isLimitedToLanding);

