import { useMemo } from 'react';
import { useResource } from '@/platform/resource';
import { buyerConnections, connectionDetailsList } from '@/services/compliance/connectionsResources';
import { compliancePolicies, entityPolicyStatus, policy } from '@/services/policy/policyResources';
import type { CompliancePolicyDto } from '@/services/policy/types';
import type { ProjectComplianceStatus } from '@/services/policy/policyStatusService';
import { project as projectResource } from '@/services/projects/projectsResources';
import type { ProjectDto } from '@/services/projects/projectsService';
import type { ConnectionRequirementRowDto } from '@/services/compliance/connectionTypes';
import { connectionRequirements } from './derivedGoal';
import { joinReads } from './joinReads';

/** The supplier's connections with the buyer's organisation. */
export const useBuyerConnections = (supplierId: number) => useResource(buyerConnections, { supplierId });

export interface ConnectionOf {
  supplierId: number;
  goalId: number | null;
  policyId: number | null;
}

/**
 * A connection's requirements: the goal's and the policy's rows (asked for in parallel), unique by
 * requirementId. A connection with neither asks for nothing and has none.
 */
export function useConnectionRequirements({ supplierId, goalId, policyId }: ConnectionOf) {
  const goalRows = useResource(connectionDetailsList, goalId === null ? null : { supplierId, goalId });
  const policyRows = useResource(connectionDetailsList, policyId === null ? null : { supplierId, compliancePolicyId: policyId });
  const joined = joinReads([...(goalId === null ? [] : [goalRows]), ...(policyId === null ? [] : [policyRows])]);
  const loaded = joined.status === 'loaded';
  const data = useMemo(
    () => (loaded ? connectionRequirements(goalRows.data ?? [], policyRows.data ?? []) : null),
    [loaded, goalRows.data, policyRows.data],
  );
  return { ...joined, data };
}

/**
 * A project connection (spec 03 §4): the project, and, when it has a policy (complianceId), the
 * policy, the supplier's status against it and its requirement rows. `compliance` is null when the
 * project has no complianceId, which the screen shows as its error.
 */
export interface ProjectConnection {
  project: ProjectDto;
  compliance: {
    policy: CompliancePolicyDto;
    status: ProjectComplianceStatus;
    requirements: ConnectionRequirementRowDto[];
  } | null;
}

export function useProjectConnection(supplierId: number, projectId: number) {
  const project = useResource(projectResource, { projectId });
  const policyId = project.status === 'loaded' ? (project.data?.complianceId ?? null) : null;
  const policyRead = useResource(policy, policyId === null ? null : { policyId, sourceName: 'Project' as const });
  const status = useResource(entityPolicyStatus, policyId === null ? null : { policyId, entityId: supplierId });
  const rows = useResource(connectionDetailsList, policyId === null ? null : { supplierId, compliancePolicyId: policyId });
  // Spec 03 §4: one error state when any of its calls fails.
  const joined = joinReads([project, ...(policyId === null ? [] : [policyRead, status, rows])]);
  const loaded = joined.status === 'loaded';
  const data = useMemo((): ProjectConnection | null => {
    if (!loaded || !project.data) return null;
    if (policyId === null || !policyRead.data || status.data === null || !rows.data) return { project: project.data, compliance: null };
    return { project: project.data, compliance: { policy: policyRead.data, status: status.data, requirements: connectionRequirements([], rows.data) } };
  }, [loaded, policyId, project.data, policyRead.data, status.data, rows.data]);
  return { ...joined, data };
}

/** The buyer's compliance policies, for "Check against a policy". */
export const useCompliancePolicies = (enabled: boolean) => useResource(compliancePolicies, enabled ? {} : null);

/** "Check against a policy": the policy (by id, as segments use it) and the supplier's rows for it. */
export interface PolicyCheckData {
  policy: CompliancePolicyDto;
  rows: ConnectionRequirementRowDto[];
}

export function usePolicyCheck(supplierId: number, policyId: number | null) {
  const policyRead = useResource(policy, policyId === null ? null : { policyId, sourceName: 'Segment' as const });
  const rows = useResource(connectionDetailsList, policyId === null ? null : { supplierId, compliancePolicyId: policyId });
  const joined = joinReads(policyId === null ? [] : [policyRead, rows]);
  const data = useMemo(
    (): PolicyCheckData | null => (policyRead.data && rows.data ? { policy: policyRead.data, rows: rows.data } : null),
    [policyRead.data, rows.data],
  );
  return { ...joined, data: policyId === null ? null : data };
}
