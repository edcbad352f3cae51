import type { KeyedState } from '@/platform/async';
import type { BuyerConnectionDto, ConnectionRequirementRowDto } from '@/services/compliance/connectionTypes';
import type { CompliancePolicyDto } from '@/services/policy/types';
import type { PolicyCheckData, ProjectConnection } from './connectionsResources';

/** The connections area's part of the compliance store (`compliance.connections`). */
export interface ConnectionsState {
  buyerConnections: KeyedState<BuyerConnectionDto[]>;
  requirements: KeyedState<ConnectionRequirementRowDto[]>;
  projects: KeyedState<ProjectConnection>;
  policies: KeyedState<CompliancePolicyDto[]>;
  policyChecks: KeyedState<PolicyCheckData>;
}
