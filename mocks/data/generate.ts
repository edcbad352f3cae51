/**
 * The deterministic network generator: the same seed and size always give the same network.
 * Everything random flows from one seeded PRNG, drawn in a fixed order.
 */
import type { SupplierGoal, SupplierGoalStatus, SupplierOffice } from '@/services/search/types';
import { AWKWARD_SUPPLIERS, type Awkward } from './awkward';
import { buyerSide } from './buyers';
import { COUNTRY_CODES, PLACES, getGeography, locationKey, placeKey, type CountryCode, type GazetteerPlace } from './geo';
import { makeIdentifiers } from './identifiers';
import type {
  Network,
  OffPlatformCompany,
  OfficeGeo,
  SupplierCategory,
  SupplierRecord,
} from './model';
import { BUSINESS_PARKS, EMAIL_TLD, FIRST_NAMES, STREETS, SUFFIXES, SURNAMES, TRADES, TRADE_FIRST } from './names';
import { Rng } from './prng';
import { COMPANY_SIZES, LEVELS, SSIP_SCHEMES } from './reference';
import { finishSteps } from './steps';
import { getTaxonomy, type TaxonomyLeaf } from './taxonomy';

export { AWKWARD_SUPPLIERS };

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

const GOAL_STATUSES: [SupplierGoalStatus, number][] = [['Verified', 65], ['In Progress', 15], ['Not Verified', 10], ['Expired', 10]];

/** Accents off (NFD then the combining marks); printable ASCII (most names) has none and is left as it is. */
const withoutAccents = (text: string) => (/[^ -~]/.test(text) ? text.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : text);

const slug = (text: string) =>
  withoutAccents(text)
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

const NO_POSTCODES: never[] = [];

const EIRCODE_KEYS: Record<string, string> = { Dublin: 'D02', Swords: 'K67', Bray: 'A98', Cork: 'T12', Limerick: 'V94', Galway: 'H91', Waterford: 'X91', Kilkenny: 'R95', Sligo: 'F91', Athlone: 'N37' };

function postcodeFor(place: GazetteerPlace, rng: Rng): { postcode: string | null; geo: OfficeGeo } {
  const geography = getGeography();
  const key = placeKey(place);
  const town = geography.placeLocality.get(key)!;
  const postcodes = geography.postcodesOf.get(key) ?? NO_POSTCODES;
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

/** The work categories a supplier draws from, sorted once per network rather than per supplier. */
interface CategoryPools {
  construction: TaxonomyLeaf[];
  other: TaxonomyLeaf[];
  /** Construction leaves by their level-2 section, in the taxonomy's order. */
  bySection: Map<number, TaxonomyLeaf[]>;
}

function categoryPools(canonical: TaxonomyLeaf[]): CategoryPools {
  const construction = canonical.filter((l) => l.level1Id === 3);
  const bySection = new Map<number, TaxonomyLeaf[]>();
  for (const leaf of construction) {
    const section = bySection.get(leaf.level2Id);
    if (section) section.push(leaf);
    else bySection.set(leaf.level2Id, [leaf]);
  }
  return { construction, other: canonical.filter((l) => l.level1Id !== 3), bySection };
}

function categories(rng: Rng, { construction, other, bySection }: CategoryPools): SupplierCategory[] {
  const main = rng.pick(construction);
  const sameSection = bySection.get(main.level2Id)!;
  const picked = new Map<number, TaxonomyLeaf>([[main.id, main]]);
  const count = rng.int(1, 8);
  for (let k = 1; k < count; k++) {
    const from = rng.chance(0.55) ? sameSection : rng.chance(0.8) ? construction : other;
    const leaf = rng.pick(from);
    picked.set(leaf.id, leaf);
  }
  return [...picked.keys()].map((id) => ({ id, amount: amount(rng) }));
}

const MEMBERSHIP_LEVELS = LEVELS.filter((g) => g.groupName === 'Membership level').map((g, i) => [g, [40, 30, 20, 10][i]] as const);
const OTHER_LEVELS = LEVELS.filter((g) => g.groupName !== 'Membership level');
const BRANCH_COUNTS = [[0, 60], [1, 30], [2, 10]] as const;
const SIZE_IDS = [[1, 35], [2, 35], [3, 20], [4, 10]] as const;

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
  if (rng.chance(0.7)) push(rng.weighted(MEMBERSHIP_LEVELS));
  for (const goal of OTHER_LEVELS) if (rng.chance(0.22)) push(goal);
  const ssipChance = country === 'GB' || country === 'IE' ? 0.6 : 0.1;
  if (rng.chance(ssipChance)) for (const scheme of rng.sample(SSIP_SCHEMES, rng.int(1, 2))) push(scheme);
  return result;
}

/** Per country: its own area key and its towns outside the Crown Dependencies (PLACES' order). */
interface CountryAreas {
  countryKey: string;
  inland: GazetteerPlace[];
}

function countryAreas(country: CountryCode, countryPlaces: GazetteerPlace[]): CountryAreas {
  const countryKey = locationKey(country, 'country', getGeography().byKey.get(locationKey(country, 'country', countryName(country)))!.value);
  return { countryKey, inland: countryPlaces.filter((p) => !p.crownDependency) };
}

function areaKeys(place: GazetteerPlace | null, country: CountryCode, { countryKey, inland }: CountryAreas, rng: Rng): string[] {
  if (!place || place.crownDependency) return [countryKey];
  const keys = new Set<string>();
  const county = place.nuts3 ? locationKey(country, 'nuts3', place.nuts3) : place.nuts2 ? locationKey(country, 'nuts2', place.nuts2) : null;
  if (county) keys.add(county);
  if (rng.chance(0.5) && place.nuts1) keys.add(locationKey(country, 'nuts1', place.nuts1));
  if (rng.chance(0.3) && place.nuts2) keys.add(locationKey(country, 'nuts2', place.nuts2));
  if (rng.chance(0.2)) keys.add(countryKey);
  if (rng.chance(0.15)) {
    const other = rng.pick(inland);
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

/** What generating the suppliers draws from and fills, shared by the steps. */
interface Drawing {
  rng: Rng;
  pools: CategoryPools;
  placesByCountry: Map<CountryCode, GazetteerPlace[]>;
  areasByCountry: Map<CountryCode, CountryAreas>;
  usedNames: Set<string>;
  suppliers: SupplierRecord[];
  indexesByCountry: Map<CountryCode, number[]>;
}

/**
 * Generates suppliers `from` to `to` (excluded). A plain function, not the generator's own loop, so
 * the engine optimises it as it would in one go.
 */
function generateRange(from: number, to: number, { rng, pools, placesByCountry, areasByCountry, usedNames, suppliers, indexesByCountry }: Drawing): void {
  for (let i = from; i < to; i++) {
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
      const branches = awkward?.noHeadOffice ? 1 : rng.weighted(BRANCH_COUNTS);
      for (let b = 0; b < branches; b++) {
        const branchPlace = rng.chance(0.85) ? rng.pick(countryPlaces) : rng.pick(PLACES);
        const branch = office(branchPlace, false, rng);
        offices.push(branch.office);
        officeGeo.push(branch.geo);
      }
    }

    const sizeId = rng.weighted(SIZE_IDS);
    const hasContact = !awkward?.noContact && rng.chance(0.96);
    const first = rng.pick(FIRST_NAMES[country]);
    const last = rng.pick(SURNAMES[country]);
    const { phone, mobile } = phoneNumbers(country, rng);
    const emailLocal = withoutAccents(`${first[0]}.${last}`).replace(/[^A-Za-z.]/g, '').toLowerCase();
    const parentCompanyId = i > 20 && rng.chance(0.04) ? FIRST_ENTITY_ID + rng.int(0, i - 1) : null;
    const supplierGoals = goals(country, rng);
    const cats = categories(rng, pools);
    const areas = areaKeys(awkward?.noOffices ? null : place, country, areasByCountry.get(country)!, rng);

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
}

/** Suppliers generated between two pauses of `networkSteps`. */
export const SUPPLIERS_PER_STEP = 100;

export function generateNetwork(options: GenerateOptions = {}): Network {
  return finishSteps(networkSteps(options));
}

/**
 * The network's generation in resumable steps: it pauses after every `perStep` suppliers, so the mock
 * platform's worker can answer calls between steps (mocks/db.ts). Run to its end it returns exactly
 * what `generateNetwork` returns: the pauses draw nothing from the PRNG.
 */
export function* networkSteps(
  { seed = DEFAULT_SEED, size = DEFAULT_SIZE }: GenerateOptions = {},
  perStep = SUPPLIERS_PER_STEP,
): Generator<void, Network, void> {
  const rng = new Rng(seed);
  const pools = categoryPools(getTaxonomy().canonicalLeaves);
  const placesByCountry = new Map(COUNTRY_CODES.map((c) => [c, PLACES.filter((p) => p.countryCode === c)]));
  const areasByCountry = new Map(COUNTRY_CODES.map((c) => [c, countryAreas(c, placesByCountry.get(c)!)]));
  // The first time, the geography and taxonomy were just built: a step of their own.
  yield;
  const usedNames = new Set<string>();
  const suppliers: SupplierRecord[] = [];
  const indexesByCountry = new Map<CountryCode, number[]>(COUNTRY_CODES.map((c) => [c, []]));

  const drawing: Drawing = { rng, pools, placesByCountry, areasByCountry, usedNames, suppliers, indexesByCountry };
  for (let from = 0; from < size; from += perStep) {
    if (from > 0) yield;
    generateRange(from, Math.min(size, from + perStep), drawing);
  }

  yield;
  const buyers = buyerSide(rng, suppliers, indexesByCountry);
  return { seed, size, suppliers, ...buyers, offPlatformCompanies: offPlatform(rng, size, usedNames, placesByCountry) };
}

function offPlatform(rng: Rng, size: number, usedNames: Set<string>, placesByCountry: Map<CountryCode, GazetteerPlace[]>): OffPlatformCompany[] {
  const companies: OffPlatformCompany[] = [];
  const count = Math.max(20, Math.floor(size / 10));
  for (let i = 0; i < count; i++) {
    const country = rng.weighted(COUNTRY_WEIGHTS);
    const place = rng.pick(placesByCountry.get(country)!);
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
