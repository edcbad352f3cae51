/**
 * A supplier's buyer connections and their requirement rows (spec 03 §3, §7), generated lazily BY
 * supplier id. Connections are the supplier's memberships in the caller organisation's segments (the
 * network's plus those buyers added, so "add to supply chain" shows up here and persists with the
 * segment tables of mocks/db.ts) and a few stand-alone projects picked by a hash of the supplier id.
 * Requirement rows are a pure function of (network seed, supplier id, requirement id): a requirement
 * of a level the supplier holds as Verified is always compliant, so the profile's tiles agree.
 */
import type { BuyerConnectionDto, ConnectionRequirementRowDto } from '@/services/compliance/connectionTypes';
import { PROCESS_STATUS } from '@/services/compliance/connectionTypes';
import type { CompliancePolicyDto } from '@/services/policy/types';
import { FIRST_ENTITY_ID } from '../generate';
import type { Network, OrganisationUnit, Segment, SegmentMember } from '../model';
import { Rng, mix32 } from '../prng';
import { GOALS, POLICIES, SEGMENT_TYPES } from '../reference';
import { goalsOf } from '../profile/goals';

/** Suppliers whose connections are awkward on purpose (ids hold for any seed; see each note). */
export const AWKWARD_CONNECTION_IDS = {
  /** Its three segments (in the default network) plus every stand-alone project: filters have something to do. */
  manyConnections: FIRST_ENTITY_ID + 0,
  /** Every requirement met: all its connections are verified. */
  allCompliant: FIRST_ENTITY_ID + 2,
  /**
   * Segment "Approved subcontractors – North" (every awkward supplier is in it) plus project 9102,
   * which has no complianceId (the project connection's error state), and project 9101. Its first
   * requirement meets the plain flag but not the maturity flag, so that connection is not verified.
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

/** The requirements connections meet: id → name and standard (spec 03 §9 group names). */
const REQUIREMENTS: Record<number, { name: string; group: string }> = {
  1: { name: 'Company identity and ownership', group: 'Identity' },
  2: { name: 'Financial standing', group: 'Financials' },
  3: { name: "Employer's liability insurance", group: 'Insurances' },
  4: { name: 'Health and safety policy', group: 'Health and safety' },
  5: { name: 'Working at height method statement', group: 'Health and safety' },
  6: { name: 'Asbestos management', group: 'Health and safety' },
  7: { name: 'Equal opportunity policy', group: 'Equal Opportunity and Diversity' },
  8: { name: 'Modern slavery statement', group: 'Corporate and Social Responsibility' },
  9: { name: 'Building Safety Act competence declaration', group: 'Corporate and Professional Standing' },
  10: { name: 'Public liability insurance', group: 'Insurances' },
  11: { name: 'Professional indemnity insurance', group: 'Insurances' },
  12: { name: 'Quality management system', group: 'Quality Management' },
  13: { name: 'Environmental management system', group: 'Environmental Management' },
  14: { name: 'BIM capability', group: 'Building Information Modelling (BIM)' },
  15: { name: 'Carbon reduction plan', group: 'Environmental Management' },
  16: { name: 'Onsite audit', group: 'Onsite Audit' },
  19: { name: 'Accident and incident record', group: 'Health and safety' },
  20: { name: 'Subcontractor management', group: 'Health and safety' },
};

const BRONZE = [1, 2, 3, 10];
const SILVER = [...BRONZE, 4, 7];
const GOLD = [...SILVER, 12, 13];
const SSIP = [4, 19, 20];

/** Each level's requirements (spec 03: a goal groups requirements). */
const GOAL_REQUIREMENTS: Record<number, number[]> = {
  101: BRONZE, 102: SILVER, 103: GOLD, 104: [...GOLD, 14, 15, 16],
  111: [4, 19], 112: [4, 5, 6, 19, 20], 121: [13], 122: [15], 131: [8], 132: [9, 11],
  201: SSIP, 202: SSIP, 203: SSIP, 204: SSIP, 205: SSIP, 206: SSIP,
};

export const goalIdByName = (name: string | null): number | null => (name ? GOALS.find((g) => g.name === name)?.id ?? null : null);

const ROWS_SALT = 0xc0ec7;
const PROJECTS_SALT = 0x9e0c7;
const DAY_MS = 86_400_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** One requirement row for the supplier; `goalId` is the goal (or policy goal) it is listed under. */
function requirementRow(network: Network, supplierId: number, requirementId: number, goalId: number | null, verifiedRequirements: Set<number>): ConnectionRequirementRowDto {
  const rng = new Rng(mix32(mix32(network.seed ^ ROWS_SALT, supplierId), requirementId));
  const known = REQUIREMENTS[requirementId] ?? { name: `Requirement ${requirementId}`, group: 'Identity' };
  const forced = supplierId === AWKWARD_CONNECTION_IDS.allCompliant || verifiedRequirements.has(requirementId);
  const maturityOff = supplierId === AWKWARD_CONNECTION_IDS.projectWithoutPolicy && requirementId === BRONZE[0];
  const compliant = forced || maturityOff || rng.chance(0.65);
  // Dates move with the day, so "due to expire" stays true of the dates shown.
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const dueToExpire = compliant && !forced && !maturityOff && rng.chance(0.2);
  const expired = !compliant && rng.chance(0.3);
  const expiry = today + (dueToExpire ? rng.int(3, 60) : expired ? -rng.int(5, 200) : rng.int(90, 700)) * DAY_MS;
  const validFrom = expiry - 365 * DAY_MS;
  const statusName = compliant ? (dueToExpire ? 'Due to expire' : 'Verified') : expired ? 'Expired' : rng.pick(['Not Verified', 'Submitted for Assessment', 'Withdrawn']);
  // About a third of requirements carry a maturity target; meeting the requirement does not always meet it.
  const hasMaturity = maturityOff || (!forced && rng.chance(0.35));
  const maturityMet = hasMaturity ? compliant && !maturityOff && rng.chance(0.75) : null;
  const goal = GOALS.find((g) => g.id === goalId);
  return {
    requirementId,
    requirementVersionId: requirementId * 100 + 1,
    requirementName: known.name,
    groupName: known.group,
    goalId,
    goalName: goal?.name ?? null,
    isRequirementCompliant: compliant,
    requirementStatusName: statusName,
    isRequirementAndMaturityCompliant: maturityMet,
    requirementAndMaturityStatusName: maturityMet === null ? null : maturityMet ? 'Maturity met' : 'Maturity not met',
    validFrom: compliant || expired ? isoDay(validFrom) : null,
    expiryDate: compliant || expired ? isoDay(expiry) : null,
    processStatuses: dueToExpire ? [PROCESS_STATUS.dueToExpire] : expired ? [PROCESS_STATUS.expired] : [],
    requirementOrder: requirementId,
  };
}

/** Requirements of the levels the supplier holds as Verified (always compliant). */
function verifiedRequirementsOf(network: Network, supplierId: number): Set<number> {
  const goals = goalsOf(network, supplierId) ?? [];
  return new Set(goals.filter((g) => g.isCompliant).flatMap((g) => GOAL_REQUIREMENTS[g.goalId] ?? []));
}

/**
 * GET connection-detailslist: the goal's rows, then the policy's (a requirement in both is listed
 * twice, once under each goal, as the real service lists them; the app makes them unique).
 */
export function connectionRows(network: Network, supplierId: number, query: { goalId?: number; compliancePolicyId?: number }): ConnectionRequirementRowDto[] {
  const verified = verifiedRequirementsOf(network, supplierId);
  const rows: ConnectionRequirementRowDto[] = [];
  if (query.goalId !== undefined) {
    for (const id of GOAL_REQUIREMENTS[query.goalId] ?? []) rows.push(requirementRow(network, supplierId, id, query.goalId, verified));
  }
  if (query.compliancePolicyId !== undefined) {
    for (const goal of policyById(query.compliancePolicyId)?.policyGoals ?? []) {
      for (const { requirementId } of goal.policyRequirements) rows.push(requirementRow(network, supplierId, requirementId, goal.goalId, verified));
    }
  }
  return rows;
}

/** The server's own reading of a connection's compliance: every requirement met, maturity first. */
const allMet = (rows: ConnectionRequirementRowDto[]) =>
  rows.every((row) => row.isRequirementAndMaturityCompliant ?? row.isRequirementCompliant);

/** entity-policy-status: 2 compliant (all met), 1 partially met, 0 not compliant; null for an unknown policy. */
export function policyStatus(network: Network, supplierId: number, policyId: number): 0 | 1 | 2 | null {
  if (!policyById(policyId)) return null;
  const rows = connectionRows(network, supplierId, { compliancePolicyId: policyId });
  const met = rows.filter((row) => row.isRequirementAndMaturityCompliant ?? row.isRequirementCompliant).length;
  return met === rows.length ? 2 : met > 0 ? 1 : 0;
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

function connection(network: Network, supplierId: number, unit: OrganisationUnit, fields: Omit<BuyerConnectionDto, 'orgUnitName' | 'containerName' | 'isVerified'>): BuyerConnectionDto {
  const rows = connectionRows(network, supplierId, { goalId: fields.goalId ?? undefined, compliancePolicyId: fields.compliancePolicyId ?? undefined });
  const unique = [...new Map(rows.map((row) => [row.requirementId, row])).values()];
  const chain = network.supplyChains.find((c) => c.id === unit.supplyChainId);
  return { ...fields, orgUnitName: unit.name, containerName: chain?.name ?? '', isVerified: allMet(unique) };
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

/** GET /api/v1/projects/{id}: a stand-alone project, or a segment of type Project (its policy is its complianceId). */
export function projectById(segments: Segment[], id: number): { name: string; complianceId: number | null } | null {
  const standalone = STANDALONE_PROJECTS.find((p) => p.id === id);
  if (standalone) return { name: standalone.name, complianceId: standalone.complianceId };
  const segment = segments.find((s) => s.id === id && s.listGroupingTypeId === PROJECT_TYPE_ID);
  return segment ? { name: segment.name, complianceId: segment.compliancePolicyId } : null;
}
