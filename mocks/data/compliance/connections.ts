/**
 * A supplier's buyer connections and their requirement rows (spec 03 §3, §7), generated lazily BY
 * supplier id. Connections are the supplier's memberships in the caller organisation's segments (the
 * network's plus those buyers added, so "add to supply chain" shows up here and persists with the
 * segment tables of mocks/db.ts) and a few stand-alone projects picked by a hash of the supplier id.
 * Requirement rows agree with the compliance area's own mock (./requirements.ts, read here only): a
 * requirement on the supplier's levels keeps that row's status and dates, any other the status its
 * requirement page shows (statusOf); names and standards come from its requirement catalogue.
 */
import type { BuyerConnectionDto, ConnectionRequirementRowDto } from '@/services/compliance/connectionTypes';
import { PROCESS_STATUS, type RequirementDetailRowDto } from '@/services/compliance/complianceDetailsTypes';
import type { CompliancePolicyDto } from '@/services/policy/types';
import { FIRST_ENTITY_ID } from '../generate';
import type { Network, OrganisationUnit, Segment, SegmentMember } from '../model';
import { Rng, mix32 } from '../prng';
import { GOALS, POLICIES, SEGMENT_TYPES } from '../reference';
import { requirementTemplate } from './requirementCatalogue';
import { detailsListOf, statusOf } from './requirements';

/** Suppliers whose connections are awkward on purpose (ids hold for any seed; see each note). */
export const AWKWARD_CONNECTION_IDS = {
  /** Its three segments (in the default network) plus every stand-alone project: filters have something to do. */
  manyConnections: FIRST_ENTITY_ID + 0,
  /**
   * Segment "Approved subcontractors – North" (every awkward supplier is in it) plus project 9102,
   * which has no complianceId (the project connection's error state), and project 9101. Each plainly
   * met requirement with an odd id misses its maturity target (the maturity-aware flag is false).
   */
  projectWithoutPolicy: FIRST_ENTITY_ID + 9,
  /** No stand-alone projects; in the default network it is in no segment either: the empty table. */
  noConnections: FIRST_ENTITY_ID + 13,
} as const;

/** Stand-alone projects of the persona organisation (GET /api/v1/projects/{id}), beside its Project segments. */
export interface MockProject {
  id: number;
  name: string;
  complianceId: number | null;
  unitId: number;
}

export const STANDALONE_PROJECTS: MockProject[] = [
  { id: 9101, name: 'Leeds Station Southern Entrance', complianceId: 601, unitId: 2001 },
  { id: 9102, name: 'Wakefield Eastern Relief Road', complianceId: null, unitId: 2001 },
  { id: 9103, name: 'Sheffield Heart of the City – Block H', complianceId: 602, unitId: 2002 },
  { id: 9104, name: 'Croydon Fairfield Halls annex', complianceId: 603, unitId: 2002 },
  { id: 9105, name: 'A66 Northern Trans-Pennine', complianceId: null, unitId: 2003 },
  /** Its policy does not exist: GET /policy/604 answers 404, so its project connection fails. */
  { id: 9106, name: 'Limerick Docklands bridge', complianceId: 604, unitId: 2003 },
];

const projectPolicy = (id: number, name: string, policyGoals: [number, number[]][]): CompliancePolicyDto => ({
  id,
  name,
  label: name,
  policyGoals: policyGoals.map(([goalId, requirementIds]) => ({ goalId, policyRequirements: requirementIds.map((requirementId) => ({ requirementId })) })),
});

/** Policies of stand-alone projects (GET /policy/{id}?sourceName=Project); 603 has no requirements. */
export const PROJECT_POLICIES: CompliancePolicyDto[] = [
  projectPolicy(601, 'Station works: principal contractor', [[103, [3, 12, 13]], [111, [4]]]),
  projectPolicy(602, 'City centre fit-out', [[102, [7, 14]]]),
  projectPolicy(603, 'Heritage refurbishment (requirements to follow)', []),
];

/** Every policy GET /policy/{id} knows, whatever its source. */
export const policyById = (id: number): CompliancePolicyDto | undefined =>
  POLICIES.find((p) => p.id === id) ?? PROJECT_POLICIES.find((p) => p.id === id);

const BRONZE = [1, 4, 9, 28];
const SILVER = [...BRONZE, 12, 27];
const GOLD = [...SILVER, 13, 15];
const SSIP = [9, 10, 11];

/**
 * Each level's requirements for a connection whose supplier does not hold the level itself (ids of
 * the requirement catalogue); a level the supplier holds lists the rows its Levels detail lists.
 */
const GOAL_REQUIREMENTS: Record<number, number[]> = {
  101: BRONZE, 102: SILVER, 103: GOLD, 104: [...GOLD, 16, 14, 19],
  111: [9, 11], 112: [9, 10, 11, 30], 121: [13], 122: [14], 131: [17], 132: [30, 6],
  201: SSIP, 202: SSIP, 203: SSIP, 204: SSIP, 205: SSIP, 206: SSIP,
};

export const goalIdByName = (name: string | null): number | null => (name ? GOALS.find((g) => g.name === name)?.id ?? null : null);

const PROJECTS_SALT = 0x9e0c7;
const DAY_MS = 86_400_000;
/** Statuses (spec 03 §4) that count as verified, and the process status each issue status carries. */
const VERIFIED_STATUSES = new Set(['Verified', 'Verified - Not Applicable', 'Due to expire', 'Auto verified']);
const PROCESS_OF: Record<string, number> = { 'Due to expire': PROCESS_STATUS.dueToExpire, Expired: PROCESS_STATUS.expired, Withdrawn: PROCESS_STATUS.locked };

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A requirement's row where the supplier's own levels do not list it: its status is its requirement page's. */
function rowOffLevels(network: Network, supplierId: number, requirementId: number): RequirementDetailRowDto {
  const template = requirementTemplate(requirementId);
  const status = statusOf(network, supplierId, requirementId);
  const verified = VERIFIED_STATUSES.has(status);
  const rng = new Rng(mix32(mix32(network.seed ^ 0xc0ec7, supplierId), requirementId));
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const expiry = today + (status === 'Due to expire' ? rng.int(1, 30) : status === 'Expired' ? -rng.int(1, 200) : rng.int(60, 720)) * DAY_MS;
  const dated = verified || status === 'Expired';
  return {
    requirementId,
    requirementVersionId: requirementId * 10 + 1,
    requirementName: template?.name ?? `Requirement ${requirementId}`,
    groupName: template?.groupName ?? 'Identity',
    goalId: 0, goalName: '', goalVersionId: 0, goalDisplayOrder: 0, goalReference: '',
    isRequirementCompliant: verified,
    requirementStatusName: status,
    standardStatusName: status,
    isStandardCompliant: verified,
    validFrom: dated ? isoDay(expiry - 365 * DAY_MS) : null,
    expiryDate: dated ? isoDay(expiry) : null,
    lastModifiedDate: dated ? isoDay(expiry - 380 * DAY_MS) : null,
    verifiedDate: dated ? isoDay(expiry - 365 * DAY_MS) : null,
    requirementOrder: requirementId,
    isRequirementAndMaturityCompliant: null,
    requirementAndMaturityStatusName: null,
    processStatuses: PROCESS_OF[status] === undefined ? [] : [PROCESS_OF[status]],
  };
}

/**
 * One requirement listed under a connection's goal (or a policy's goal): the supplier's own row for
 * it when its levels list it (same status and dates as its Levels detail and requirement page),
 * otherwise one made from its requirement page's status.
 */
function connectionRow(network: Network, supplierId: number, requirementId: number, goalId: number, own: Map<number, RequirementDetailRowDto>, order: number): ConnectionRequirementRowDto {
  const goal = GOALS.find((g) => g.id === goalId);
  const base = own.get(requirementId) ?? rowOffLevels(network, supplierId, requirementId);
  const plain = base.isRequirementCompliant;
  // The awkward supplier misses the maturity target on every plainly met requirement with an odd id.
  const maturityMissed = supplierId === AWKWARD_CONNECTION_IDS.projectWithoutPolicy && plain && requirementId % 2 === 1;
  return {
    ...base,
    requirementId,
    goalId,
    goalName: goal?.name ?? '',
    goalVersionId: goalId * 10 + 1,
    goalDisplayOrder: 0,
    goalReference: goal?.reference ?? '',
    requirementOrder: order + 1,
    isRequirementAndMaturityCompliant: maturityMissed ? false : base.isRequirementAndMaturityCompliant ?? null,
    requirementAndMaturityStatusName: maturityMissed ? 'Not Verified' : base.requirementAndMaturityStatusName ?? null,
    processStatuses: base.processStatuses ?? [],
    targetMaturityLevel: goal?.maturityLevel ?? null,
  };
}

/**
 * GET connection-detailslist: the goal's rows, then the policy's (a requirement in both is listed
 * twice, once under each goal, as the real service lists them; the app makes them unique).
 */
export function connectionRows(network: Network, supplierId: number, query: { goalId?: number; compliancePolicyId?: number }): ConnectionRequirementRowDto[] {
  const ownRows = detailsListOf(network, supplierId) ?? [];
  const own = new Map(ownRows.map((row) => [row.requirementId ?? 0, row]));
  const rows: ConnectionRequirementRowDto[] = [];
  if (query.goalId !== undefined) {
    const goalId = query.goalId;
    const held = ownRows.filter((row) => row.goalId === goalId).map((row) => row.requirementId ?? 0);
    (held.length ? held : GOAL_REQUIREMENTS[goalId] ?? []).forEach((id, order) => rows.push(connectionRow(network, supplierId, id, goalId, own, order)));
  }
  if (query.compliancePolicyId !== undefined) {
    let order = 0;
    for (const goal of policyById(query.compliancePolicyId)?.policyGoals ?? []) {
      for (const { requirementId } of goal.policyRequirements) rows.push(connectionRow(network, supplierId, requirementId, goal.goalId, own, order++));
    }
  }
  return rows;
}

/** The server's own reading of a connection's compliance: some requirements, every one met, maturity first. */
const allMet = (rows: ConnectionRequirementRowDto[]) =>
  rows.length > 0 && rows.every((row) => row.isRequirementAndMaturityCompliant ?? row.isRequirementCompliant);

/** entity-policy-status: 2 compliant (all met), 1 partially met, 0 not compliant; null for an unknown policy. */
export function policyStatus(network: Network, supplierId: number, policyId: number): 0 | 1 | 2 | null {
  if (!policyById(policyId)) return null;
  const rows = connectionRows(network, supplierId, { compliancePolicyId: policyId });
  const met = rows.filter((row) => row.isRequirementAndMaturityCompliant ?? row.isRequirementCompliant).length;
  return rows.length > 0 && met === rows.length ? 2 : met > 0 ? 1 : 0;
}

function standaloneProjectsOf(network: Network, supplierId: number): MockProject[] {
  if (supplierId === AWKWARD_CONNECTION_IDS.manyConnections) return STANDALONE_PROJECTS;
  if (supplierId === AWKWARD_CONNECTION_IDS.noConnections) return [];
  if (supplierId === AWKWARD_CONNECTION_IDS.projectWithoutPolicy) return STANDALONE_PROJECTS.filter((p) => p.id === 9101 || p.id === 9102);
  const rng = new Rng(mix32(network.seed ^ PROJECTS_SALT, supplierId));
  return STANDALONE_PROJECTS.filter(() => rng.chance(0.12));
}

export interface ConnectionSources {
  network: Network;
  segments: Segment[];
  members: SegmentMember[];
}

type ConnectionFields = Pick<BuyerConnectionDto, 'groupingId' | 'groupingName' | 'groupingType' | 'goalId' | 'compliancePolicyId'>;

/** One connection with both of spec 03 §3's field sets (the item variant and the buyer connection). */
function connection(network: Network, supplierId: number, unit: OrganisationUnit, fields: ConnectionFields): BuyerConnectionDto {
  const rows = connectionRows(network, supplierId, { goalId: fields.goalId ?? undefined, compliancePolicyId: fields.compliancePolicyId ?? undefined });
  const unique = [...new Map(rows.map((row) => [row.requirementId, row])).values()];
  const chain = network.supplyChains.find((c) => c.id === unit.supplyChainId);
  const organisation = network.organisations.find((o) => o.accountId === unit.orgAccountId)?.name ?? '';
  return {
    ...fields,
    orgUnitName: unit.name,
    containerName: chain?.name ?? '',
    isVerified: allMet(unique),
    connectionId: fields.groupingId,
    connectionName: fields.groupingName,
    type: fields.groupingType,
    organisation,
    policyName: fields.compliancePolicyId === null ? null : policyById(fields.compliancePolicyId)?.name ?? null,
  };
}

/** GET buyerconnections: the supplier's connections with one buyer organisation, segments first. */
export function buyerConnectionsOf({ network, segments, members }: ConnectionSources, orgAccountId: number, supplierId: number): BuyerConnectionDto[] {
  const units = new Map(network.units.filter((u) => u.orgAccountId === orgAccountId).map((u) => [u.accountId, u]));
  const memberOf = new Set(members.filter((m) => m.entityId === supplierId).map((m) => m.segmentId));
  const fromSegments = segments
    .filter((s) => memberOf.has(s.id) && units.has(s.orgUnitAccountId))
    .map((s) => connection(network, supplierId, units.get(s.orgUnitAccountId)!, {
      groupingId: s.id,
      groupingName: s.name,
      groupingType: SEGMENT_TYPES.find((t) => t.id === s.listGroupingTypeId)?.name ?? 'Segment',
      goalId: goalIdByName(s.goalName),
      compliancePolicyId: s.compliancePolicyId,
    }));
  const fromProjects = standaloneProjectsOf(network, supplierId)
    .filter((p) => units.has(p.unitId))
    .map((p) => connection(network, supplierId, units.get(p.unitId)!, {
      groupingId: p.id,
      groupingName: p.name,
      groupingType: 'Project',
      goalId: null,
      compliancePolicyId: p.complianceId,
    }));
  return [...fromSegments, ...fromProjects];
}

const PROJECT_TYPE_ID = SEGMENT_TYPES.find((t) => t.name === 'Project')!.id;

/**
 * GET /api/v1/projects/{id}: a stand-alone project, or a segment of type Project (its policy is its
 * complianceId), with the organisation unit that owns it (the handler answers its organisation only).
 */
export function projectById(segments: Segment[], id: number): { name: string; complianceId: number | null; unitId: number } | null {
  const standalone = STANDALONE_PROJECTS.find((p) => p.id === id);
  if (standalone) return { name: standalone.name, complianceId: standalone.complianceId, unitId: standalone.unitId };
  const segment = segments.find((s) => s.id === id && s.listGroupingTypeId === PROJECT_TYPE_ID);
  return segment ? { name: segment.name, complianceId: segment.compliancePolicyId, unitId: segment.orgUnitAccountId } : null;
}
