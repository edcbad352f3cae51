import { useSelector } from 'react-redux';
import type { ComponentKey } from '../config/types';
import type { Permission } from '../auth/permissions';
import type { FlagName } from '../flags/flags';
import { canAddToSupplyChain, canInvite, isLimitedToLanding, type Policy } from '../auth/policies';
import { selectPolicySubject } from './policySelectors';
import {
  selectCan,
  selectCommunitySettings,
  selectComponentVisible,
  selectFlag,
  selectIdentity,
  type SessionState,
} from './sessionSlice';

type WithSession = { session: SessionState };

/** Intent-named hooks: components ask questions, they never read the session shape. */
export const usePermission = (permission: Permission) => useSelector((s: WithSession) => selectCan(permission)(s));
export const useFlag = (name: FlagName) => useSelector((s: WithSession) => selectFlag(name)(s));
export const useComponentVisible = (key: ComponentKey) =>
  useSelector((s: WithSession) => selectComponentVisible(key)(s));
export const useIdentity = () => useSelector(selectIdentity);
export const useCommunitySettings = () => useSelector(selectCommunitySettings);
export const useCommunityCode = () => useSelector((s: WithSession) => s.session.community);
export const useLanguage = () => useSelector((s: WithSession) => s.session.language);
export const useConfig = () => useSelector((s: WithSession) => s.session.config);

/** Components ask a policy (platform/auth/policies) by its name: `usePolicy(canInvite)`. */
export const usePolicy = (policy: Policy) => useSelector((s: WithSession) => policy(selectPolicySubject(s)));
export const useCanAddToSupplyChain = () => usePolicy(canAddToSupplyChain);
export const useCanInvite = () => usePolicy(canInvite);
export const useLimitedToLanding = () => usePolicy(isLimitedToLanding);
