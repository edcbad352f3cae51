import { createSelector } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import type { ProfilePolicy, ProfileSubject } from '../auth/profilePolicies';
import { profileVisibilityOf } from '../community/profileVisibility';
import { selectPolicySubject } from './policySelectors';
import { selectCommunitySettings, type SessionState } from './sessionSlice';

type WithSession = { session: SessionState };

/** The buyer as the supplier profile's policies see them (platform/auth/profilePolicies). */
export const selectProfileSubject = createSelector(
  [selectPolicySubject, selectCommunitySettings],
  (subject, settings): ProfileSubject => ({ ...subject, profile: profileVisibilityOf(settings) }),
);

/** A profile policy's answer for the signed-in buyer: `yield select(selectProfilePolicy(canEditNotes))` in a saga. */
export const selectProfilePolicy = (policy: ProfilePolicy) => (s: WithSession) => policy(selectProfileSubject(s));

export const useProfileSubject = () => useSelector((s: WithSession) => selectProfileSubject(s));

/** `useProfilePolicy(canEditReference)`. */
export const useProfilePolicy = (policy: ProfilePolicy) => useSelector(selectProfilePolicy(policy));
