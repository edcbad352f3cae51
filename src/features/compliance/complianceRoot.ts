import type { KeyedState } from '@/platform/async';
import type { SessionState } from '@/platform/session';
import type { SupplierGoalDto } from '@/services/compliance/types';
import type { ConnectionsState } from './connections/connectionsState';

/**
 * The compliance and connections part of the store (spec 03), mounted under `compliance` when one
 * of its screens first renders (ComplianceFeatureGate). Each area adds its keyed resources here and
 * in complianceStore.ts.
 */
export interface ComplianceState {
  goals: KeyedState<SupplierGoalDto[]>;
  connections: ConnectionsState;
}

export interface ComplianceRoot {
  session: SessionState;
  compliance: ComplianceState;
}

export const COMPLIANCE_STORE_KEY = 'compliance';
