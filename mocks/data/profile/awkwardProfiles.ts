import { FIRST_ENTITY_ID } from '../generate';

/**
 * Suppliers whose profile is awkward on purpose, by id: tests, the benchmarks and the tab screens
 * use these rather than hunting for a supplier with some property. Ids are positions in every
 * generated network (the first suppliers are the awkward ones of mocks/data/awkward.ts), so they
 * hold for any seed and any size of at least 13.
 */
export const AWKWARD_PROFILE_IDS = {
  /** About text: markdown with an HTML <script>, a link, emphasis and a list (never render raw HTML). */
  markdownDescription: FIRST_ENTITY_ID + 0,
  /** turnover is null on the wire (a non-finite number has no JSON form): the tile shows "-". */
  nullTurnover: FIRST_ENTITY_ID + 1,
  /** turnover is the string "NaN": still not a finite number. */
  nanTurnover: FIRST_ENTITY_ID + 2,
  /** Suspended in the persona's first organisation unit (Northbridge North, 2001) from the start. */
  suspended: FIRST_ENTITY_ID + 3,
  /**
   * Holds the persona organisation's reference "NB-00005" (every awkward supplier is in the first
   * segment, so each holds NB-0000n in order): entering it for another supplier must be refused.
   */
  referenceHolder: FIRST_ENTITY_ID + 4,
  /** No contacts in any group (mocks/data/awkward.ts noContact). */
  noContacts: FIRST_ENTITY_ID + 6,
  /** No locations at all (mocks/data/awkward.ts noOffices). */
  noLocations: FIRST_ENTITY_ID + 8,
  /** 120 locations: paging and sorting on the server. */
  manyLocations: FIRST_ENTITY_ID + 11,
  /** The persona's favourite from the start. */
  favourite: FIRST_ENTITY_ID + 9,
  /** Has consult notices (the Issues tab's alert icon). */
  consultNotices: FIRST_ENTITY_ID + 10,
} as const;

/** The reference `referenceHolder` holds for the persona's organisation. */
export const AWKWARD_HELD_REFERENCE = 'NB-00005';

/** Organisation unit the `suspended` supplier is suspended in (the persona's first unit). */
export const AWKWARD_SUSPENDED_UNIT = 2001;

/**
 * An off-platform company (limited profile, spec 02 §2.15): its route id is
 * `{sourceSystem}-{sourceId}`. A fixed record, so its id never depends on the generated network.
 */
export const AWKWARD_OFF_PLATFORM = {
  id: 'CompaniesHouse-09999999',
  sourceSystem: 'CompaniesHouse',
  sourceId: '09999999',
  companyName: 'Kestrel Modular Builds Ltd',
  companyId: '09999999',
  vatNumber: 'GB999999973',
  city: 'Wakefield',
  postCode: 'WF1 2AB',
} as const;

/** Location count of the awkward ones; everyone else has 1–12. */
export const AWKWARD_LOCATION_COUNTS: Readonly<Record<number, number>> = {
  [AWKWARD_PROFILE_IDS.noLocations]: 0,
  [AWKWARD_PROFILE_IDS.manyLocations]: 120,
};

/** The markdown the `markdownDescription` supplier writes about itself. */
export const AWKWARD_MARKDOWN_DESCRIPTION = [
  "**O'Brien & Sons** has built bridges, roads and quays across Munster since 1962.",
  '',
  '<script>window.__profileScriptRan = true; alert("xss")</script>',
  '',
  'We work on:',
  '',
  '- civil engineering and groundworks',
  '- marine works & flood defences',
  '- <img src="x" onerror="window.__profileScriptRan = true">',
  '',
  'Read our [safety record](https://example.com/safety "Safety record") or email us.',
  '',
  'Our teams hold every SSIP accreditation the region asks for, and we publish our carbon figures each year.',
].join('\n');
