/**
 * The deterministic network generator: the same seed and size always give the same network.
 * Everything random flows from one seeded PRNG, drawn in a fixed order.
 */
import { PERSONA_ORG_ACCOUNT_ID } from '@/platform/auth/personas';
import type { SegmentStageStatus, SupplierGoal, SupplierGoalStatus, SupplierOffice } from '@/services/search/types';
import type { UdfSavedValue } from '@/services/udf/types';
import { COUNTRY_CODES, PLACES, getGeography, locationKey, placeKey, type CountryCode, type GazetteerPlace } from './geo';
import { makeIdentifiers } from './identifiers';
import type {
  BuyerOrganisation,
  BuyerUser,
  Network,
  OffPlatformCompany,
  OfficeGeo,
  OrganisationUnit,
  Segment,
  SegmentMember,
  SupplierCategory,
  SupplierRecord,
} from './model';
import { BUSINESS_PARKS, EMAIL_TLD, FIRST_NAMES, STREETS, SUFFIXES, SURNAMES, TRADES, TRADE_FIRST } from './names';
import { Rng } from './prng';
import { COMPANY_SIZES, LEVELS, SSIP_SCHEMES, UDF_ITEMS } from './reference';
import { getTaxonomy, type TaxonomyLeaf } from './taxonomy';

export const DEFAULT_SEED = 20240601;
export const DEFAULT_SIZE = 5000;

export interface GenerateOptions {
  seed?: number;
  size?: number;
}

/** First entity id; supplier i has entityID FIRST_ENTITY_ID + i and orgAccountId FIRST_SUPPLIER_ACCOUNT_ID + i. */
export const FIRST_ENTITY_ID = 100001;
export const FIRST_SUPPLIER_ACCOUNT_ID = 600001;

const COUNTRY_WEIGHTS: [CountryCode, number][] = [['GB', 55], ['IE', 10], ['FR', 15], ['BE', 8], ['ES', 12]];

interface Awkward {
  country: CountryCode;
  name: string;
  noContact?: boolean;
  noHeadOffice?: boolean;
  noOffices?: boolean;
  place?: string;
}

/** Real-world awkwardness the UI must survive; always the first suppliers of every network. */
export const AWKWARD_SUPPLIERS: Awkward[] = [
  { country: 'IE', name: "O'Brien & Sons Civil Engineering Ltd", place: 'Cork' },
  { country: 'FR', name: 'Société Générale de Bâtiment', place: 'Lyon' },
  { country: 'ES', name: 'Construcciones Núñez y Hermanos, S.L.', place: 'Sevilla' },
  {
    country: 'GB',
    name: 'The Northern Counties Consolidated Mechanical, Electrical, Plumbing, Fire Protection and Building Services Maintenance Contractors (Holdings) Limited',
    place: 'Leeds',
  },
  { country: 'GB', name: '=Equals Scaffolding Ltd', place: 'Manchester' },
  { country: 'GB', name: '+Plus Electrical Services Ltd', place: 'Leeds' },
  { country: 'GB', name: 'Hartley & Ashworth Groundworks Ltd', noContact: true, place: 'Bradford' },
  { country: 'GB', name: 'Pennine Drainage Ltd', noHeadOffice: true, place: 'Huddersfield' },
  { country: 'BE', name: 'Entreprise Générale Dupont-Lefèvre SRL', noOffices: true },
  { country: 'GB', name: "D'Arcy & O'Neill Roofing Ltd", place: 'Liverpool' },
  { country: 'FR', name: 'Électricité Lefèvre et Fils', place: 'Lille' },
  { country: 'GB', name: 'Ashworth Joinery Ltd', place: 'Leeds' },
];

const GOAL_STATUSES: [SupplierGoalStatus, number][] = [['Verified', 65], ['In Progress', 15], ['Not Verified', 10], ['Expired', 10]];

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/\b(ltd|limited|llp|plc|sarl|sas|sa|eurl|nv|bv|srl|s\.l\.|s\.a\.|slu|dac|teoranta)\b/g, '')
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24) || 'supplier';

function phoneNumbers(country: CountryCode, rng: Rng): { phone: string; mobile: string } {
  switch (country) {
    // Ofcom's ranges reserved for drama: never a real subscriber.
    case 'GB':
      return { phone: `0113 496 0${rng.digits(3)}`, mobile: `07700 900${rng.digits(3)}` };
    case 'IE':
      return { phone: `+353 1 ${rng.digits(3)} ${rng.digits(4)}`, mobile: `+353 87 ${rng.digits(3)} ${rng.digits(4)}` };
    case 'FR':
      return { phone: `+33 1 ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}`, mobile: `+33 6 ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}` };
    case 'BE':
      return { phone: `+32 2 ${rng.digits(3)} ${rng.digits(2)} ${rng.digits(2)}`, mobile: `+32 470 ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}` };
    case 'ES':
      return { phone: `+34 91 ${rng.digits(3)} ${rng.digits(2)} ${rng.digits(2)}`, mobile: `+34 6${rng.digits(2)} ${rng.digits(3)} ${rng.digits(3)}` };
  }
}

const EIRCODE_KEYS: Record<string, string> = { Dublin: 'D02', Swords: 'K67', Bray: 'A98', Cork: 'T12', Limerick: 'V94', Galway: 'H91', Waterford: 'X91', Kilkenny: 'R95', Sligo: 'F91', Athlone: 'N37' };

function postcodeFor(place: GazetteerPlace, rng: Rng): { postcode: string | null; geo: OfficeGeo } {
  const geography = getGeography();
  const town = geography.placeLocality.get(placeKey(place))!;
  const postcodes = geography.postcodesOf.get(placeKey(place)) ?? [];
  if (postcodes.length) {
    const pc = rng.pick(postcodes);
    return { postcode: pc.value, geo: { lat: pc.geoLocation.lat, lon: pc.geoLocation.lon, keys: pc.keys } };
  }
  const jitter = () => (rng.float() - 0.5) * 0.03;
  const geo = { lat: place.lat + jitter(), lon: place.lon + jitter(), keys: town.keys };
  switch (place.countryCode) {
    case 'IE':
      return { postcode: rng.chance(0.8) ? `${EIRCODE_KEYS[place.name] ?? 'P' + rng.digits(2)} ${'ACDEFHKNPRTVWXY'[rng.int(0, 14)]}${rng.digits(2)}${'ACDEFHKNPRTVWXY'[rng.int(0, 14)]}` : null, geo };
    case 'FR':
      return { postcode: `${rng.int(1, 95).toString().padStart(2, '0')}${rng.digits(3)}`, geo };
    case 'BE':
      return { postcode: String(rng.int(1000, 9992)), geo };
    case 'ES':
      return { postcode: `${rng.int(1, 52).toString().padStart(2, '0')}${rng.digits(3)}`, geo };
    default:
      return { postcode: null, geo };
  }
}

function office(place: GazetteerPlace, headOffice: boolean, rng: Rng): { office: SupplierOffice; geo: OfficeGeo } {
  const country = place.countryCode;
  const street = rng.pick(STREETS[country]);
  const number = rng.int(1, 240);
  const line1 = country === 'ES' ? `${street}, ${number}` : country === 'BE' && /straat|weg|laan/.test(street) ? `${street} ${number}` : `${number} ${street}`;
  const { postcode, geo } = postcodeFor(place, rng);
  return {
    office: {
      headOffice,
      line1,
      line2: rng.chance(0.3) ? rng.pick(BUSINESS_PARKS[country]) : null,
      line3: null,
      line4: null,
      city: place.name,
      county: place.crownDependency ?? place.nuts3 ?? place.nuts2,
      postcode,
      region: place.crownDependency ?? place.nuts1 ?? place.nuts2,
    },
    geo,
  };
}

function amount(rng: Rng): number {
  // Log-uniform between £5k and ~£30m, in whole thousands.
  return Math.round(10 ** (3.7 + rng.float() * 3.8) / 1000) * 1000;
}

function categories(rng: Rng, canonical: TaxonomyLeaf[]): SupplierCategory[] {
  const construction = canonical.filter((l) => l.level1Id === 3);
  const other = canonical.filter((l) => l.level1Id !== 3);
  const main = rng.pick(construction);
  const sameSection = construction.filter((l) => l.level2Id === main.level2Id);
  const picked = new Map<number, TaxonomyLeaf>([[main.id, main]]);
  const count = rng.int(1, 8);
  for (let k = 1; k < count; k++) {
    const from = rng.chance(0.55) ? sameSection : rng.chance(0.8) ? construction : other;
    const leaf = rng.pick(from);
    picked.set(leaf.id, leaf);
  }
  return [...picked.keys()].map((id) => ({ id, amount: amount(rng) }));
}

function goals(country: CountryCode, rng: Rng): SupplierGoal[] {
  const result: SupplierGoal[] = [];
  const push = (goal: (typeof LEVELS)[number]) => {
    const status = rng.weighted(GOAL_STATUSES);
    result.push({
      goal: goal.name,
      status,
      reference: goal.reference,
      buyerMaturityCode: goal.groupName === 'Membership level' ? `L${goal.maturityLevel}` : null,
      maturityCompliance: status === 'Verified',
    });
  };
  if (rng.chance(0.7)) push(rng.weighted(LEVELS.filter((g) => g.groupName === 'Membership level').map((g, i) => [g, [40, 30, 20, 10][i]] as const)));
  for (const goal of LEVELS.filter((g) => g.groupName !== 'Membership level')) if (rng.chance(0.22)) push(goal);
  const ssipChance = country === 'GB' || country === 'IE' ? 0.6 : 0.1;
  if (rng.chance(ssipChance)) for (const scheme of rng.sample(SSIP_SCHEMES, rng.int(1, 2))) push(scheme);
  return result;
}

function areaKeys(place: GazetteerPlace | null, country: CountryCode, rng: Rng): string[] {
  const keys = new Set<string>();
  const countryKey = locationKey(country, 'country', getGeography().byKey.get(locationKey(country, 'country', countryName(country)))!.value);
  if (!place || place.crownDependency) return [countryKey];
  const county = place.nuts3 ? locationKey(country, 'nuts3', place.nuts3) : place.nuts2 ? locationKey(country, 'nuts2', place.nuts2) : null;
  if (county) keys.add(county);
  if (rng.chance(0.5) && place.nuts1) keys.add(locationKey(country, 'nuts1', place.nuts1));
  if (rng.chance(0.3) && place.nuts2) keys.add(locationKey(country, 'nuts2', place.nuts2));
  if (rng.chance(0.2)) keys.add(countryKey);
  if (rng.chance(0.15)) {
    const other = rng.pick(PLACES.filter((p) => p.countryCode === country && !p.crownDependency));
    if (other.nuts3) keys.add(locationKey(country, 'nuts3', other.nuts3));
    else if (other.nuts2) keys.add(locationKey(country, 'nuts2', other.nuts2));
  }
  if (!keys.size) keys.add(countryKey);
  return [...keys];
}

const countryName = (c: CountryCode) => ({ GB: 'United Kingdom', IE: 'Ireland', FR: 'France', BE: 'Belgium', ES: 'Spain' })[c];

function companyName(country: CountryCode, rng: Rng, place: GazetteerPlace): string {
  const who = rng.chance(0.75) ? rng.pick(SURNAMES[country]) : place.name;
  const trade = rng.pick(TRADES[country]);
  const suffix = rng.weighted(SUFFIXES[country]);
  if (country === 'GB' && rng.chance(0.15)) return `${who} & ${rng.pick(SURNAMES.GB)} ${trade} ${suffix}`;
  return TRADE_FIRST[country] ? `${trade} ${who} ${suffix}` : `${who} ${trade} ${suffix}`;
}

export function generateNetwork({ seed = DEFAULT_SEED, size = DEFAULT_SIZE }: GenerateOptions = {}): Network {
  const rng = new Rng(seed);
  const { canonicalLeaves } = getTaxonomy();
  const placesByCountry = new Map(COUNTRY_CODES.map((c) => [c, PLACES.filter((p) => p.countryCode === c)]));
  const usedNames = new Set<string>();
  const suppliers: SupplierRecord[] = [];
  const indexesByCountry = new Map<CountryCode, number[]>(COUNTRY_CODES.map((c) => [c, []]));

  for (let i = 0; i < size; i++) {
    const awkward = AWKWARD_SUPPLIERS[i] as Awkward | undefined;
    const country = awkward?.country ?? rng.weighted(COUNTRY_WEIGHTS);
    const countryPlaces = placesByCountry.get(country)!;
    const place = (awkward?.place && countryPlaces.find((p) => p.name === awkward.place)) || rng.pick(countryPlaces);

    let name = awkward?.name ?? companyName(country, rng, place);
    if (usedNames.has(name)) name = name.replace(/ (\S+)$/, ` (${place.name}) $1`);
    for (let n = 2; usedNames.has(name); n++) name = `${name.replace(/ No\. \d+$/, '')} No. ${n}`;
    usedNames.add(name);

    const region = place.crownDependency ? null : place.nuts1 === 'Scotland' ? 'SC' : place.nuts1 === 'Northern Ireland' ? 'NI' : null;
    const ids = makeIdentifiers(country, rng, region);

    const offices: SupplierOffice[] = [];
    const officeGeo: OfficeGeo[] = [];
    if (!awkward?.noOffices) {
      const head = office(place, !awkward?.noHeadOffice, rng);
      offices.push(head.office);
      officeGeo.push(head.geo);
      const branches = awkward?.noHeadOffice ? 1 : rng.weighted([[0, 60], [1, 30], [2, 10]] as const);
      for (let b = 0; b < branches; b++) {
        const branchPlace = rng.chance(0.85) ? rng.pick(countryPlaces) : rng.pick(PLACES);
        const branch = office(branchPlace, false, rng);
        offices.push(branch.office);
        officeGeo.push(branch.geo);
      }
    }

    const sizeId = rng.weighted([[1, 35], [2, 35], [3, 20], [4, 10]] as const);
    const hasContact = !awkward?.noContact && rng.chance(0.96);
    const first = rng.pick(FIRST_NAMES[country]);
    const last = rng.pick(SURNAMES[country]);
    const { phone, mobile } = phoneNumbers(country, rng);
    const emailLocal = `${first[0]}.${last}`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z.]/g, '').toLowerCase();
    const parentCompanyId = i > 20 && rng.chance(0.04) ? FIRST_ENTITY_ID + rng.int(0, i - 1) : null;
    const supplierGoals = goals(country, rng);
    const cats = categories(rng, canonicalLeaves);
    const areas = areaKeys(awkward?.noOffices ? null : place, country, rng);

    suppliers.push({
      dto: {
        entityID: FIRST_ENTITY_ID + i,
        name,
        companyHouseNumber: ids.companyHouseNumber,
        registrationNumber: ids.registrationNumber,
        vatNumber: rng.chance(0.9) ? ids.vatNumber : null,
        offices,
        companySize: COMPANY_SIZES[sizeId - 1].name,
        contactName: hasContact ? `${first} ${last}` : null,
        contactMobile: hasContact && rng.chance(0.8) ? mobile : null,
        contactPhone: hasContact ? phone : null,
        contactEmail: hasContact ? `${emailLocal}@${slug(name)}.${EMAIL_TLD[country]}` : null,
        goals: supplierGoals,
        orgAccountId: FIRST_SUPPLIER_ACCOUNT_ID + i,
        parentCompanyId,
        countryCode: country,
      },
      companySizeId: sizeId,
      categories: cats,
      officeGeo,
      areaKeys: areas,
    });
    indexesByCountry.get(country)!.push(i);
  }

  const buyers = buyerSide(rng, suppliers, indexesByCountry);
  return { seed, size, suppliers, ...buyers, offPlatformCompanies: offPlatform(rng, size, usedNames) };
}

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

function buyerSide(rng: Rng, suppliers: SupplierRecord[], indexesByCountry: Map<CountryCode, number[]>) {
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

const ACCOUNT_MANAGERS = ['Alex Morgan', 'Robin Reid', 'Sam Patel', 'Jo Evans', 'Chris Walsh', 'Fiona McAllister', 'Dev Sharma'];
const ESTIMATOR_NOTES = [
  'Good on price, slow to mobilise.',
  'Used on the Pinderfields wing; site team recommends.',
  'Requires a 30% deposit on materials.',
  'Can resource night shifts and possessions.',
  'Strong on BIM; ask for the digital O&M manuals.',
  "Owner's son now runs the business – check insurances.",
];

const blank = (itemId: number): UdfSavedValue => ({
  itemId,
  stringValue: null,
  boolValue: null,
  dateValue: null,
  dateFromValue: null,
  dateToValue: null,
  decimalValue: null,
  integerValue: null,
  options: [],
  startDateValue: null,
  endDateValue: null,
});

function isoDate(rng: Rng): string {
  const day = new Date(Date.UTC(2024, 0, 1) + rng.int(0, 3 * 365) * 86400000);
  return day.toISOString().slice(0, 10);
}

function udfValues(rng: Rng): UdfSavedValue[] {
  const values: UdfSavedValue[] = [];
  for (const item of UDF_ITEMS) {
    if (!rng.chance(0.6)) continue;
    const value = blank(item.id);
    switch (item.type) {
      case 'text-field':
        value.stringValue = item.id === 101 ? rng.pick(ACCOUNT_MANAGERS) : `V-${rng.digits(5)}`;
        break;
      case 'text-area':
        value.stringValue = rng.pick(ESTIMATOR_NOTES);
        break;
      case 'checkbox':
        value.boolValue = rng.chance(0.5);
        break;
      case 'date':
        value.dateValue = isoDate(rng);
        break;
      case 'checkbox-group':
        value.options = rng.sample(item.items, rng.int(1, 3)).map((o) => o.id);
        break;
      case 'radio-button-group':
      case 'dropdown':
        value.options = [rng.pick(item.items).id];
        break;
    }
    values.push(value);
  }
  return values;
}

function offPlatform(rng: Rng, size: number, usedNames: Set<string>): OffPlatformCompany[] {
  const companies: OffPlatformCompany[] = [];
  const count = Math.max(20, Math.floor(size / 10));
  for (let i = 0; i < count; i++) {
    const country = rng.weighted(COUNTRY_WEIGHTS);
    const place = rng.pick(PLACES.filter((p) => p.countryCode === country));
    let name = companyName(country, rng, place);
    if (usedNames.has(name)) name = name.replace(/ (\S+)$/, ` (${place.name}) $1`);
    if (usedNames.has(name)) continue;
    usedNames.add(name);
    const ids = makeIdentifiers(country, rng, null);
    const { office: o } = office(place, true, rng);
    companies.push({ companyNumber: ids.companyHouseNumber, name, countryCode: country, addressLine1: o.line1, city: o.city, postcode: o.postcode });
  }
  return companies;
}
