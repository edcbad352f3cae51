import { createKeyedResource } from '@/platform/async';
import { getBuyerConnections, getConnectionDetailsList } from '@/services/compliance/connectionsService';
import type { BuyerConnectionDto, ConnectionRequirementRowDto } from '@/services/compliance/connectionTypes';
import { getEntityPolicyStatus, getPolicy, type ProjectComplianceStatus } from '@/services/policy/policyStatusService';
import { getCompliancePolicies } from '@/services/policy/policyService';
import type { CompliancePolicyDto } from '@/services/policy/types';
import { getProject, type ProjectDto } from '@/services/projects/projectsService';
import type { ComplianceRoot } from '../complianceRoot';
import { connectionRequirements } from './derivedGoal';

/** The supplier's connections with the buyer's organisation, keyed by supplier id (tab, widget, focused view). */
export const buyerConnections = createKeyedResource<number, BuyerConnectionDto[], ComplianceRoot>({
  name: 'compliance/connections/list',
  load: (supplierId, signal) => getBuyerConnections(supplierId, signal),
});

export interface RequirementsKey {
  supplierId: number;
  goalId: number | null;
  policyId: number | null;
}

/** One store key per supplier, goal and policy: "100010:101:1", "-" for an absent id. */
export const requirementsKey = ({ supplierId, goalId, policyId }: RequirementsKey) => `${supplierId}:${goalId ?? '-'}:${policyId ?? '-'}`;

const idPart = (part: string | undefined) => (part === undefined || part === '-' ? null : Number(part));

/** A connection's requirements: the goal's and the policy's rows (asked for in parallel), unique by requirementId. */
export const connectionRequirementRows = createKeyedResource<string, ConnectionRequirementRowDto[], ComplianceRoot>({
  name: 'compliance/connections/requirements',
  load: async (key, signal) => {
    const [supplier, goal, policy] = key.split(':');
    const supplierId = Number(supplier);
    const goalId = idPart(goal);
    const policyId = idPart(policy);
    const [goalRows, policyRows] = await Promise.all([
      goalId === null ? [] : getConnectionDetailsList(supplierId, { goalId }, signal),
      policyId === null ? [] : getConnectionDetailsList(supplierId, { compliancePolicyId: policyId }, signal),
    ]);
    return connectionRequirements(goalRows, policyRows);
  },
});

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

export const projectConnectionKey = (supplierId: number, projectId: number) => `${supplierId}:${projectId}`;

export const projectConnections = createKeyedResource<string, ProjectConnection, ComplianceRoot>({
  name: 'compliance/connections/project',
  load: async (key, signal) => {
    const [supplierId, projectId] = key.split(':').map(Number);
    const project = await getProject(projectId, signal);
    if (project.complianceId == null) return { project, compliance: null };
    const policyId = project.complianceId;
    const [policy, status, requirements] = await Promise.all([
      getPolicy(policyId, 'Project', signal),
      getEntityPolicyStatus(policyId, supplierId, signal),
      getConnectionDetailsList(supplierId, { compliancePolicyId: policyId }, signal),
    ]);
    return { project, compliance: { policy, status, requirements: connectionRequirements([], requirements) } };
  },
});

/** The buyer's compliance policies (GET /policy), one list for the session. */
export const POLICY_LIST_KEY = 'all';
export const compliancePolicies = createKeyedResource<string, CompliancePolicyDto[], ComplianceRoot>({
  name: 'compliance/connections/policies',
  load: () => getCompliancePolicies(),
});

/** "Check against a policy": the policy (by id, as segments use it) and the supplier's rows for it. */
export interface PolicyCheckData {
  policy: CompliancePolicyDto;
  rows: ConnectionRequirementRowDto[];
}

export const policyCheckKey = (supplierId: number, policyId: number) => `${supplierId}:${policyId}`;

export const policyChecks = createKeyedResource<string, PolicyCheckData, ComplianceRoot>({
  name: 'compliance/connections/policyCheck',
  load: async (key, signal) => {
    const [supplierId, policyId] = key.split(':').map(Number);
    const [policy, rows] = await Promise.all([
      getPolicy(policyId, 'Segment', signal),
      getConnectionDetailsList(supplierId, { compliancePolicyId: policyId }, signal),
    ]);
    return { policy, rows };
  },
});
