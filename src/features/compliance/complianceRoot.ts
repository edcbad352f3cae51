import type { SessionState } from '@/platform/session';
import type { WithResources } from '@/platform/resource';

/**
 * The compliance and connections area (spec 03) keeps no state of its own: its reads live in the
 * resource layer's one mount. Its sagas (downloads, requirement files) join the store when one of
 * its screens first renders (ComplianceFeatureGate).
 */
export type ComplianceState = Record<string, never>;

export interface ComplianceRoot extends WithResources {
  session: SessionState;
}

export const COMPLIANCE_STORE_KEY = 'compliance';
