import type { ComponentKey } from '../config/types';
import type { Policy, PolicySubject } from './policies';

/**
 * The gated actions a route can be refused for. Each has its own words on the not-authorised
 * screen (`routeGuards:refused.<action>`); a new gated route adds its action here and its words
 * in en/fr/es/nl.
 */
export const GATED_ACTIONS = ['inviteSupplier'] as const;
export type GatedAction = (typeof GATED_ACTIONS)[number];

/** What happens when a rule's policy says no. */
export type RouteRefusal =
  /** The spec's "otherwise redirects to …" (a path the router resolves, relative paths included). */
  | { redirectTo: string }
  /** The not-authorised screen, naming what the buyer may not do. */
  | { refuse: GatedAction };

/**
 * One rule of a route: a policy from platform/auth/policies (the same function the button and the
 * saga ask) and what the route does when it answers false.
 */
export interface RouteRule {
  allow: Policy;
  otherwise: RouteRefusal;
}

export type RouteVerdict = { allowed: true } | { allowed: false; refusal: RouteRefusal };

/** Rules are read in order; the first that refuses decides (so a redirect rule can come before a refusal). */
export function judgeRoute(rules: readonly RouteRule[] | undefined, subject: PolicySubject): RouteVerdict {
  const refused = rules?.find((rule) => !rule.allow(subject));
  return refused ? { allowed: false, refusal: refused.otherwise } : { allowed: true };
}

/** A community component switched on (spec 01 §6 "Component visibility by configuration"), as a policy for route rules (spec 01 §2: the invite route needs the invite-supplier component). */
export const componentVisible =
  (key: ComponentKey): Policy =>
  ({ components }) =>
    components[key] === true;
