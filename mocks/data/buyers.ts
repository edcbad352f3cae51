import { PERSONA_ORG_ACCOUNT_ID } from '@/platform/auth/personas';
import type { SegmentStageStatus } from '@/services/search/types';
import type { CountryCode } from './geo';
import type { SupplyChainDto } from '@/services/supplyChain/types';
import type { BuyerOrganisation, BuyerUser, OrganisationUnit, Segment, SegmentMember, SupplierRecord } from './model';
import type { Rng } from './prng';
import { udfValues } from './udfValues';
import { AWKWARD_SUPPLIERS } from './awkward';
import type { UdfSavedValue } from '@/services/udf/types';

/** The buyer side of the network: organisations, units, users, supply chains, segments and their members. */
interface SegmentSpec {
  unit: number;
  name: string;
  type: number;
  countries: CountryCode[];
  policy: number;
  goalName: string | null;
}

const STAGE_SETS: string[][] = [
  ['Invited', 'Pre-qualification', 'Approved supplier'],
  ['Expression of interest', 'Tender', 'Awarded', 'Mobilised'],
  ['Registered', 'Under review', 'Approved'],
  ['Candidature', 'Consultation', 'Attribué'],
];

const SEGMENTS: SegmentSpec[] = [
  { unit: 2001, name: 'Approved subcontractors – North', type: 1, countries: ['GB'], policy: 1, goalName: 'Bronze' },
  { unit: 2001, name: 'M62 Junction 24 improvement', type: 2, countries: ['GB'], policy: 2, goalName: 'Gold' },
  { unit: 2001, name: 'Pinderfields Hospital – new wing', type: 3, countries: ['GB'], policy: 5, goalName: 'Building Safety Act competence' },
  { unit: 2001, name: 'Salford Quays Plot 9', type: 4, countries: ['GB'], policy: 3, goalName: 'Health and safety – enhanced' },
  { unit: 2001, name: 'Pennine water network', type: 5, countries: ['GB'], policy: 1, goalName: 'Silver' },
  { unit: 2001, name: 'DPS: Minor works 2024–2028', type: 6, countries: ['GB'], policy: 4, goalName: 'Silver' },
  { unit: 2001, name: 'Northern Construction Framework Lot 2', type: 7, countries: ['GB'], policy: 4, goalName: 'Gold' },
  { unit: 2001, name: 'Regional SME marketplace', type: 8, countries: ['GB', 'IE'], policy: 1, goalName: null },
  { unit: 2002, name: 'Approved subcontractors – South', type: 1, countries: ['GB'], policy: 1, goalName: 'Bronze' },
  { unit: 2002, name: 'Battersea Riverside Phase 3', type: 2, countries: ['GB'], policy: 2, goalName: 'Gold' },
  { unit: 2002, name: 'Canary Wharf tower refurbishment', type: 3, countries: ['GB'], policy: 5, goalName: 'Platinum' },
  { unit: 2002, name: 'Bristol Temple Quarter', type: 4, countries: ['GB'], policy: 3, goalName: null },
  { unit: 2002, name: 'Thames estuary flood defences', type: 5, countries: ['GB'], policy: 1, goalName: 'Silver' },
  { unit: 2002, name: 'DPS: Responsive repairs South', type: 6, countries: ['GB'], policy: 4, goalName: 'Bronze' },
  { unit: 2002, name: 'London Construction Framework', type: 7, countries: ['GB'], policy: 4, goalName: 'Gold' },
  { unit: 2002, name: 'South East marketplace', type: 8, countries: ['GB'], policy: 1, goalName: null },
  { unit: 2003, name: 'Rail and highways supply chain', type: 1, countries: ['GB', 'IE'], policy: 3, goalName: 'Silver' },
  { unit: 2003, name: 'HS2 enabling works', type: 2, countries: ['GB'], policy: 2, goalName: 'Gold' },
  { unit: 2003, name: 'Dublin Port Terminal 5', type: 2, countries: ['IE'], policy: 2, goalName: 'Gold' },
  { unit: 2003, name: 'Substation upgrades', type: 5, countries: ['GB', 'IE'], policy: 3, goalName: null },
  { unit: 2003, name: 'Irish civils framework', type: 7, countries: ['IE'], policy: 4, goalName: 'Silver' },
  { unit: 2003, name: 'DPS: Specialist civils', type: 6, countries: ['GB', 'IE', 'FR', 'BE', 'ES'], policy: 4, goalName: null },
  { unit: 2004, name: 'Approved contractors', type: 1, countries: ['GB'], policy: 1, goalName: 'Bronze' },
  { unit: 2004, name: 'Riverside Village', type: 2, countries: ['GB'], policy: 2, goalName: 'Silver' },
  { unit: 2005, name: 'Regeneration framework', type: 7, countries: ['GB'], policy: 4, goalName: 'Gold' },
  { unit: 2006, name: 'Sous-traitants agréés', type: 1, countries: ['FR', 'BE'], policy: 1, goalName: 'Bronze' },
  { unit: 2006, name: 'Chantier Porte de Clichy', type: 2, countries: ['FR'], policy: 2, goalName: 'Silver' },
];

/** The buyer side's fixed part: the same whatever the seed and size, and drawing nothing from the PRNG. */
export interface BuyerFrame {
  organisations: BuyerOrganisation[];
  units: OrganisationUnit[];
  users: BuyerUser[];
  supplyChains: SupplyChainDto[];
  segments: Segment[];
}

let frame: BuyerFrame | null = null;

/**
 * Built once and shared by every generated network, so the calls that need only the buyers' units,
 * users and segments (the landing's first ones) are answered before the suppliers are generated.
 */
export function buyerFrame(): BuyerFrame {
  frame ??= buildBuyerFrame();
  return frame;
}

function buildBuyerFrame(): BuyerFrame {
  const organisations: BuyerOrganisation[] = [
    { accountId: PERSONA_ORG_ACCOUNT_ID, name: 'Northbridge Construction Group', countryCode: 'GB', unitIds: [2001, 2002, 2003] },
    { accountId: 1002, name: 'Harbour & Vale Homes', countryCode: 'GB', unitIds: [2004, 2005] },
    { accountId: 1003, name: 'Groupe Bâtiloire', countryCode: 'FR', unitIds: [2006] },
  ];
  const unitNames: Record<number, string> = {
    2001: 'Northbridge North',
    2002: 'Northbridge South',
    2003: 'Northbridge Infrastructure',
    2004: 'Harbour & Vale Residential',
    2005: 'Harbour & Vale Regeneration',
    2006: 'Bâtiloire Île-de-France',
  };
  const units: OrganisationUnit[] = organisations.flatMap((org) =>
    org.unitIds.map((accountId) => ({ accountId, name: unitNames[accountId], orgAccountId: org.accountId, supplyChainId: accountId + 1000 })),
  );
  const persona = (id: number, firstName: string, lastName: string): BuyerUser => ({
    userAccountId: id,
    firstName,
    lastName,
    email: `${firstName}.${lastName}@northbridge.example`.toLowerCase(),
    orgAccountId: PERSONA_ORG_ACCOUNT_ID,
    unitIds: [2001, 2002, 2003],
  });
  const users: BuyerUser[] = [
    persona(5001, 'Alex', 'Morgan'),
    persona(5002, 'Robin', 'Reid'),
    persona(5003, 'Sam', 'Patel'),
    persona(5004, 'Jo', 'Evans'),
    persona(5005, 'Chris', 'Walsh'),
    persona(5006, 'Camille', 'Durand'),
    persona(5007, 'Taylor', 'Brooks'),
    { userAccountId: 5101, firstName: 'Morgan', lastName: 'Hale', email: 'morgan.hale@harbourvale.example', orgAccountId: 1002, unitIds: [2004, 2005] },
    { userAccountId: 5102, firstName: 'Priya', lastName: 'Shah', email: 'priya.shah@harbourvale.example', orgAccountId: 1002, unitIds: [2005] },
    { userAccountId: 5201, firstName: 'Léa', lastName: 'Fontaine', email: 'lea.fontaine@batiloire.example', orgAccountId: 1003, unitIds: [2006] },
  ];
  const supplyChains = units.map((u) => ({
    id: u.supplyChainId,
    name: `${u.name} supply chain`,
    description: `Suppliers engaged by ${u.name}`,
    createdBy: users.find((x) => x.orgAccountId === u.orgAccountId)!.email,
    accountId: u.accountId,
    status: 'Active' as const,
  }));

  let stageId = 7001;
  const segments: Segment[] = SEGMENTS.map((spec, k) => {
    const names = spec.unit === 2006 ? STAGE_SETS[3] : STAGE_SETS[k % 3];
    const stages = names.map((name) => ({ id: stageId++, name }));
    return {
      id: 4001 + k,
      name: spec.name,
      supplyChainId: spec.unit + 1000,
      orgUnitAccountId: spec.unit,
      listGroupingTypeId: spec.type,
      compliancePolicyId: spec.policy,
      goalName: spec.goalName,
      isVisibleToSuppliers: spec.type === 6 || k % 4 !== 3,
      stages,
      currentStageId: stages[0].id,
    };
  });
  return { organisations, units, users, supplyChains, segments };
}

export function buyerSide(rng: Rng, suppliers: SupplierRecord[], indexesByCountry: Map<CountryCode, number[]>) {
  const { organisations, units, users, supplyChains, segments } = buyerFrame();
  const members: SegmentMember[] = [];
  const n = suppliers.length;
  SEGMENTS.forEach((spec, k) => {
    const segment = segments[k];
    const pool = spec.countries.flatMap((c) => indexesByCountry.get(c)!);
    const count = Math.min(rng.int(25, 120), Math.floor(pool.length / 3));
    const chosen = new Set<number>();
    // Every awkward supplier sits in the first segment, so supply-chain searches meet them too.
    if (k === 0) for (let a = 0; a < Math.min(AWKWARD_SUPPLIERS.length, n); a++) chosen.add(a);
    for (let tries = 0; chosen.size < count && tries < count * 5; tries++) chosen.add(rng.pick(pool));
    for (const index of chosen) {
      const status: SegmentStageStatus = rng.chance(0.7) ? 'Approved' : 'Not Approved';
      members.push({ segmentId: segment.id, entityId: suppliers[index].dto.entityID, stageId: rng.pick(segment.stages).id, status });
    }
  });

  const buyerOrg = PERSONA_ORG_ACCOUNT_ID;
  const orgSegments = new Set(segments.filter((s) => units.find((u) => u.accountId === s.orgUnitAccountId)!.orgAccountId === buyerOrg).map((s) => s.id));
  const inSupplyChain = new Set(members.filter((m) => orgSegments.has(m.segmentId)).map((m) => m.entityId));
  const udf: Record<number, UdfSavedValue[]> = {};
  const refs: Record<number, string> = {};
  let refSeq = 1;
  for (const supplier of suppliers) {
    const id = supplier.dto.entityID;
    const member = inSupplyChain.has(id);
    if (member || rng.chance(0.08)) udf[id] = udfValues(rng);
    if (member || rng.chance(0.05)) refs[id] = `NB-${String(refSeq++).padStart(5, '0')}`;
  }
  return {
    organisations,
    units,
    users,
    supplyChains,
    segments,
    members,
    udfValues: { [buyerOrg]: udf },
    references: { [buyerOrg]: refs },
  };
}

