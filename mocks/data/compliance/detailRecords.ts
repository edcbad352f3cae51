/**
 * The read-only detail records behind a requirement's answers (spec 03 §2, §7), generated lazily and
 * deterministically from the kind and the record id: any positive id answers (so whatever id a
 * requirement answer links to opens), except the awkward ids below.
 */
import type {
  DetailAddressDto,
  DetailRecordDtos,
  DetailRecordKind,
} from '@/services/requirement/detailRecordsTypes';
import type { ReferenceDataType } from '@/services/requirement/referenceDataTypes';
import { Rng, mix32 } from '../prng';
import { referenceIds, UNITED_KINGDOM_ID } from './detailReferenceData';

/** Record ids that behave the same for every kind of detail page: tests, e2e and demos use these. */
export const AWKWARD_DETAIL_RECORD_IDS = {
  /** Answers 404 (the page says "Request has failed with status code: 404"). */
  notFound: 990404,
  /** Answers 500. */
  serverError: 990500,
  /** Only the required fields: every optional one is null or left out. */
  missingOptional: 990001,
  /** Names and texts of several hundred characters, one word of 120 without a break. */
  veryLong: 990002,
  /** Markup, a script tag, emoji and right-to-left text: shown as text, never run. */
  markup: 990003,
  /** Reference ids the look-ups do not know (the page says so rather than showing nothing). */
  unknownReference: 990004,
} as const;

export const AWKWARD_MARKUP_TEXT = '<b>not bold</b> <script>window.__e2eScript = 1</script> 👷‍♀️ مرحبا بالعالم & "quotes"';
export const AWKWARD_LONG_TEXT = `${'Very long registered name '.repeat(12)}${'X'.repeat(120)} Limited`;
/** The reference id no list holds. */
export const UNKNOWN_REFERENCE_ID = 999;

export type DetailAnswer<K extends DetailRecordKind> = { status: 200; record: DetailRecordDtos[K] } | { status: 404 | 500 };

const KIND_SEED: Record<DetailRecordKind, number> = {
  insurance: 1, relatedCompany: 2, branchOffice: 3, director: 4, tradeProfessional: 5, ssipCertificate: 6, licenceAccreditation: 7, trade: 8,
};

const COMPANY_WORDS = ['Northgate', 'Riverside', 'Albion', 'Kestrel', 'Granite', 'Harbour', 'Meridian', 'Oakfield'];
const COMPANY_ENDINGS = ['Holdings Ltd', 'Construction Ltd', 'Group plc', 'Services LLP', 'Civils Ltd'];
const FIRST_NAMES = ['Alex', 'Priya', 'Tom', 'Siobhan', 'Marek', 'Amara', 'Luca', 'Hannah'];
const LAST_NAMES = ['Okafor', 'Whitfield', 'Nowak', 'Byrne', 'Patel', 'Moreau', 'Jansen', 'García'];
const CITIES = [['Leeds', 'West Yorkshire', 'LS1 4AP'], ['Bristol', '', 'BS1 5TR'], ['Cardiff', '', 'CF10 1EP'], ['Glasgow', '', 'G1 3SL']] as const;
const STREETS = ['Mill Lane', 'Station Road', 'Wharf Street', 'King Street', 'Park Row'];
const INSURERS = ['Aviva', 'Zurich Insurance', 'Allianz', 'AXA XL', 'QBE'];
const TRADES = ['Electrician', 'Plumber', 'Gas engineer', 'Roofer', 'Scaffolder', 'Bricklayer'];
const QUALIFICATIONS = ['NVQ Level 3', 'City & Guilds 2365', 'CSCS Gold card', 'Gas Safe ACS'];
const REGISTRATION_BODIES = ['NICEIC', 'Gas Safe Register', 'CITB', 'NAPIT'];
const SSIP_SCHEMES = ['CHAS', 'SafeContractor', 'SMAS Worksafe', 'Constructionline Gold', 'Acclaim'];
const LICENCES = ['Waste carrier licence', 'Asbestos removal licence', 'ISO 9001', 'ISO 14001', 'Street works accreditation'];
const ISSUERS = ['Environment Agency', 'Health and Safety Executive', 'BSI', 'NQA', 'SWQR'];

/** 2026-01-01 plus some days, as an ISO date. */
const isoDay = (days: number) => new Date(Date.UTC(2026, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);

/** The generator for one record: the awkward ids fix what every text and optional field is. */
function makeGen(kind: DetailRecordKind, id: number) {
  const rng = new Rng(mix32(id, KIND_SEED[kind] * 7919));
  const missing = id === AWKWARD_DETAIL_RECORD_IDS.missingOptional;
  const unknownRef = id === AWKWARD_DETAIL_RECORD_IDS.unknownReference;
  const awkwardText = id === AWKWARD_DETAIL_RECORD_IDS.veryLong ? AWKWARD_LONG_TEXT : id === AWKWARD_DETAIL_RECORD_IDS.markup ? AWKWARD_MARKUP_TEXT : null;
  return {
    rng,
    /** A required text: the awkward text on the awkward ids. */
    text: (value: string) => awkwardText ?? value,
    /** An optional value: absent on the missing-optional id, otherwise present 85% of the time. */
    optional: <T>(value: T): T | null => (missing || !rng.chance(0.85) ? null : value),
    /** An optional text, awkward on the awkward ids. */
    optionalText: (value: string): string | null => (missing ? null : (awkwardText ?? (rng.chance(0.85) ? value : null))),
    /** A reference id; unknown to every list on the unknownReference id. */
    ref: (type: ReferenceDataType) => (unknownRef ? UNKNOWN_REFERENCE_ID : rng.pick(referenceIds(type))),
    country: () => (unknownRef ? UNKNOWN_REFERENCE_ID : rng.chance(0.8) ? UNITED_KINGDOM_ID : rng.pick(referenceIds('locationCountry'))),
    missing,
  };
}

type Gen = ReturnType<typeof makeGen>;

function address(gen: Gen): DetailAddressDto | null {
  if (gen.missing) return null;
  const { rng } = gen;
  const [city, county, postCode] = rng.pick(CITIES);
  return {
    addressLine1: gen.text(`${rng.int(1, 220)} ${rng.pick(STREETS)}`),
    addressLine2: rng.chance(0.4) ? `Unit ${rng.int(1, 30)}` : null,
    county: county || null,
    city,
    postCode,
    countryId: gen.country(),
  };
}

const companyName = (rng: Rng) => `${rng.pick(COMPANY_WORDS)} ${rng.pick(COMPANY_ENDINGS)}`;
/** An address at example.com made of the name's letters (the awkward texts give "contact"). */
const email = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.+|\.+$/g, '').slice(0, 40) || 'contact'}@example.com`;

/** Builders per kind; each takes the record's generator and id. */
const BUILDERS: { [K in DetailRecordKind]: (gen: Gen, id: number) => DetailRecordDtos[K] } = {
  insurance: (gen, id) => ({
    id,
    insuranceTypeId: gen.ref('insuranceType'),
    insurerName: gen.text(gen.rng.pick(INSURERS)),
    policyNumber: gen.optional(`POL-${gen.rng.digits(8)}`),
    indemnityLimit: gen.optional(gen.rng.int(1, 20) * 1_000_000),
    currencyCode: gen.optional('GBP'),
    startDate: gen.optional(isoDay(gen.rng.int(-400, -30))),
    expiryDate: gen.optional(isoDay(gen.rng.int(-30, 500))),
    notes: gen.optionalText('Cover confirmed by broker letter.'),
  }),
  relatedCompany: (gen, id) => ({
    id,
    name: gen.text(companyName(gen.rng)),
    relatedCompanyTypeId: gen.ref('relatedCompanyType'),
    companyTypeId: gen.missing ? null : gen.ref('companyType'),
    registrationNumber: gen.optional(gen.rng.digits(8)),
    address: address(gen),
  }),
  branchOffice: (gen, id) => {
    const name = gen.text(`${gen.rng.pick(COMPANY_WORDS)} branch office`);
    return {
      id,
      name,
      address: address(gen),
      telephone: gen.optional(`0${gen.rng.digits(10)}`),
      email: gen.optional(email(name)),
      contactName: gen.optionalText(`${gen.rng.pick(FIRST_NAMES)} ${gen.rng.pick(LAST_NAMES)}`),
    };
  },
  director: (gen, id) => {
    const firstName = gen.text(gen.rng.pick(FIRST_NAMES));
    return {
      id,
      titleId: gen.missing ? null : gen.ref('personTitle'),
      firstName,
      lastName: gen.rng.pick(LAST_NAMES),
      positionId: gen.ref('personPosition'),
      appointedDate: gen.optional(isoDay(gen.rng.int(-4000, -10))),
      email: gen.optional(email(firstName)),
      telephone: gen.optional(`07${gen.rng.digits(9)}`),
      address: address(gen),
    };
  },
  tradeProfessional: (gen, id) => ({
    id,
    titleId: gen.missing ? null : gen.ref('personTitle'),
    firstName: gen.text(gen.rng.pick(FIRST_NAMES)),
    lastName: gen.rng.pick(LAST_NAMES),
    trade: gen.rng.pick(TRADES),
    qualification: gen.optionalText(gen.rng.pick(QUALIFICATIONS)),
    registrationBody: gen.optional(gen.rng.pick(REGISTRATION_BODIES)),
    registrationNumber: gen.optional(gen.rng.digits(7)),
    expiryDate: gen.optional(isoDay(gen.rng.int(-60, 900))),
  }),
  ssipCertificate: (gen, id) => ({
    id,
    schemeName: gen.text(gen.rng.pick(SSIP_SCHEMES)),
    certificateNumber: gen.optional(`SSIP-${gen.rng.digits(6)}`),
    assessmentBody: gen.optional(gen.rng.pick(SSIP_SCHEMES)),
    scope: gen.optionalText('Design and installation of building services.'),
    issueDate: gen.optional(isoDay(gen.rng.int(-700, -10))),
    expiryDate: gen.optional(isoDay(gen.rng.int(-30, 365))),
  }),
  licenceAccreditation: (gen, id) => ({
    id,
    name: gen.text(gen.rng.pick(LICENCES)),
    issuingBody: gen.optional(gen.rng.pick(ISSUERS)),
    referenceNumber: gen.optional(`LA/${gen.rng.digits(6)}`),
    description: gen.optionalText('Held for all sites in England and Wales.'),
    issueDate: gen.optional(isoDay(gen.rng.int(-900, -10))),
    expiryDate: gen.optional(isoDay(gen.rng.int(-30, 900))),
  }),
  trade: (gen, id) => ({
    id,
    tradeName: gen.text(gen.rng.pick(TRADES)),
    description: gen.optionalText('Trade data shared for the buyer’s framework checks.'),
    sharedWith: gen.optional(companyName(gen.rng)),
    sharedOn: gen.optional(isoDay(gen.rng.int(-300, -1))),
    expiryDate: gen.optional(isoDay(gen.rng.int(1, 700))),
  }),
};

/** What GET {kind}/{id} answers: the record, or the awkward ids' 404 and 500. A non-positive or non-integer id is a 404. */
export function detailAnswerOf<K extends DetailRecordKind>(kind: K, id: number): DetailAnswer<K> {
  if (!Number.isInteger(id) || id <= 0 || id === AWKWARD_DETAIL_RECORD_IDS.notFound) return { status: 404 };
  if (id === AWKWARD_DETAIL_RECORD_IDS.serverError) return { status: 500 };
  const build = BUILDERS[kind] as (gen: Gen, id: number) => DetailRecordDtos[K];
  return { status: 200, record: build(makeGen(kind, id), id) };
}
