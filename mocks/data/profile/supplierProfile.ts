/**
 * Per-supplier profile data, generated lazily BY ID from the network: only the suppliers somebody
 * opens are ever built (the network stays fast at 50,000 suppliers), and the same id on the same
 * network always gives the same profile (a PRNG seeded with the network seed and the id).
 */
import type { Network, SupplierRecord } from '../model';
import { FIRST_ENTITY_ID } from '../generate';
import { Rng, mix32 } from '../prng';
import {
  AWKWARD_LOCATION_COUNTS,
  AWKWARD_MARKDOWN_DESCRIPTION,
  AWKWARD_PROFILE_IDS,
} from './awkwardProfiles';

export interface SupplierProfileRecord {
  entityId: number;
  supplier: SupplierRecord;
  tradeName: string;
  /** Markdown. */
  description: string;
  numberOfEmployees: number | null;
  turnover: number | string | null;
  publicSpend: number | null;
  historicalTurnover: { year: number; value: number | null }[];
  builderProfileId: string | null;
  dateJoined: string;
  isProjectCompliant: boolean;
  /** A logo of its own (absolute URL) or null → the logo service. */
  logoURL: string | null;
  consultNoticesCount: number;
  /** How many locations the supplier has (the locations handler generates them from this). */
  locationCount: number;
  /** False: every contact group is empty. */
  hasContacts: boolean;
  /** Supply chains and segments closed with the buyer in the past (the network holds only open ones). */
  closedSupplyChains: number;
  closedSegments: number;
  /** Public profile url slug (GET {publicProfile}/public/profiles?url). */
  publicProfileUrl: string;
}

const EMPLOYEES_BY_SIZE: Record<number, [number, number]> = { 1: [1, 9], 2: [10, 49], 3: [50, 249], 4: [250, 4000] };

const slug = (text: string) =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);

/** Sentences assembled into an About text; plain prose with a little markdown. */
const OPENINGS = [
  'A family-run contractor serving the region for over {years} years.',
  'Specialists in {trade}, delivering for public and private clients since {since}.',
  'We are a {size} business with our own trained teams and plant.',
];
const MIDDLES = [
  'Our work covers new build, refurbishment and planned maintenance.',
  'We hold **ISO 9001** and **ISO 14001** and train every operative in-house.',
  'Projects range from single sites to multi-year frameworks.',
  'Safety comes first: we have gone _{days} days_ without a reportable incident.',
];

let cacheFor: Network | null = null;
const cache = new Map<number, SupplierProfileRecord>();

/** The profile of supplier `entityId` on `network`, or null when no such supplier exists. */
export function profileOf(network: Network, entityId: number): SupplierProfileRecord | null {
  if (cacheFor !== network) {
    cache.clear();
    cacheFor = network;
  }
  const cached = cache.get(entityId);
  if (cached) return cached;
  const supplier = network.suppliers[entityId - FIRST_ENTITY_ID];
  if (!Number.isInteger(entityId) || !supplier || supplier.dto.entityID !== entityId) return null;
  const record = generate(network.seed, supplier);
  cache.set(entityId, record);
  return record;
}

function generate(seed: number, supplier: SupplierRecord): SupplierProfileRecord {
  const { dto } = supplier;
  const id = dto.entityID;
  const rng = new Rng(mix32(seed, id));
  const since = rng.int(1950, 2018);
  const [minEmployees, maxEmployees] = EMPLOYEES_BY_SIZE[supplier.companySizeId ?? 2];
  const numberOfEmployees = rng.chance(0.92) ? rng.int(minEmployees, maxEmployees) : null;
  const turnoverValue = Math.round((numberOfEmployees ?? 20) * rng.int(60, 180)) * 1000;
  const thisYear = 2026;
  const historicalTurnover = [1, 2, 3].map((back) => ({
    year: thisYear - back,
    value: rng.chance(0.9) ? Math.round(turnoverValue * (1 - back * rng.float() * 0.1)) : null,
  }));
  const fill = (text: string) =>
    text
      .replace('{years}', String(thisYear - since))
      .replace('{since}', String(since))
      .replace('{trade}', dto.name.replace(/\s+(Ltd|Limited|SARL|SAS|SRL|S\.L\.|NV|BV)$/i, '').toLowerCase())
      .replace('{size}', (dto.companySize ?? 'small').toLowerCase())
      .replace('{days}', String(rng.int(200, 2000)));
  const description = `${fill(rng.pick(OPENINGS))} ${fill(rng.pick(MIDDLES))}\n\n${fill(rng.pick(MIDDLES))}`;

  const record: SupplierProfileRecord = {
    entityId: id,
    supplier,
    tradeName: dto.name,
    description,
    numberOfEmployees,
    turnover: turnoverValue,
    publicSpend: rng.chance(0.6) ? rng.int(5, 5000) * 1000 : null,
    historicalTurnover,
    builderProfileId: rng.chance(0.7) ? `BP${rng.digits(6)}` : null,
    dateJoined: `${rng.int(2012, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    isProjectCompliant: rng.chance(0.7),
    logoURL: null,
    consultNoticesCount: rng.chance(0.1) ? rng.int(1, 4) : 0,
    locationCount: AWKWARD_LOCATION_COUNTS[id] ?? Math.max(dto.offices.length, rng.int(1, 12)),
    hasContacts: dto.contactName !== null,
    closedSupplyChains: rng.int(0, 2),
    closedSegments: rng.int(0, 3),
    publicProfileUrl: `${slug(dto.name)}-${id}`,
  };
  return withAwkwardness(record);
}

function withAwkwardness(record: SupplierProfileRecord): SupplierProfileRecord {
  switch (record.entityId) {
    case AWKWARD_PROFILE_IDS.markdownDescription:
      return { ...record, description: AWKWARD_MARKDOWN_DESCRIPTION };
    case AWKWARD_PROFILE_IDS.nullTurnover:
      return { ...record, turnover: null };
    case AWKWARD_PROFILE_IDS.nanTurnover:
      return { ...record, turnover: 'NaN' };
    case AWKWARD_PROFILE_IDS.noContacts:
      return { ...record, hasContacts: false };
    case AWKWARD_PROFILE_IDS.consultNotices:
      return { ...record, consultNoticesCount: 3 };
    default:
      return record;
  }
}
