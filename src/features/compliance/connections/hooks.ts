import { createResourceHook } from '@/platform/async';
import {
  POLICY_LIST_KEY, buyerConnections, compliancePolicies, connectionRequirementRows, policyCheckKey, policyChecks,
  projectConnectionKey, projectConnections, requirementsKey, type RequirementsKey,
} from './connectionsResources';

const useBuyerConnectionsResource = createResourceHook(buyerConnections);
const useRequirementsResource = createResourceHook(connectionRequirementRows);
const useProjectResource = createResourceHook(projectConnections);
const usePoliciesResource = createResourceHook(compliancePolicies);
const usePolicyCheckResource = createResourceHook(policyChecks);

/** The supplier's connections with the buyer's organisation. */
export const useBuyerConnections = (supplierId: number) => useBuyerConnectionsResource(supplierId);

/** A connection's requirements (goal's plus policy's, unique); null while the connection is not known yet. */
export const useConnectionRequirements = (key: RequirementsKey | null) => useRequirementsResource(key ? requirementsKey(key) : null);

export const useProjectConnection = (supplierId: number, projectId: number) => useProjectResource(projectConnectionKey(supplierId, projectId));

/** The buyer's compliance policies, for "Check against a policy". */
export const useCompliancePolicies = (enabled: boolean) => usePoliciesResource(enabled ? POLICY_LIST_KEY : null);

export const usePolicyCheck = (supplierId: number, policyId: number | null) =>
  usePolicyCheckResource(policyId === null ? null : policyCheckKey(supplierId, policyId));
