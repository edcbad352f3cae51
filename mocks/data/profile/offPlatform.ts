import type { OffPlatformCompany } from '../model';
import type { CountryCode } from '../geo';
import { AWKWARD_OFF_PLATFORM } from './awkwardProfiles';

/**
 * The register (source system) each country's off-platform companies come from. A limited
 * profile's id is `{sourceSystem}-{sourceId}`, or a bare source id.
 */
export const SOURCE_SYSTEM_BY_COUNTRY: Readonly<Record<CountryCode, string>> = {
  GB: 'CompaniesHouse',
  IE: 'CRO',
  FR: 'Sirene',
  BE: 'BCE',
  ES: 'RegistroMercantil',
};

/** A source system or source id longer than this is no register's (a 400 naming it). */
export const MAX_SOURCE_PART_LENGTH = 40;

/** An off-platform company as both the off-platform search and the public profile host hold it. */
export interface OffPlatformRecord {
  sourceSystem: string;
  sourceId: string;
  companyName: string;
  companyId: string;
  vatNumber: string | null;
  city: string | null;
  county: string | null;
  postCode: string | null;
  countryCode: CountryCode;
  /** Public profile details (spec 02 §3 public profile); a register may not have them. */
  description: string | null;
  companySize: string | null;
  numberOfEmployees: number | null;
}

const FIXED: OffPlatformRecord = {
  sourceSystem: AWKWARD_OFF_PLATFORM.sourceSystem,
  sourceId: AWKWARD_OFF_PLATFORM.sourceId,
  companyName: AWKWARD_OFF_PLATFORM.companyName,
  companyId: AWKWARD_OFF_PLATFORM.companyId,
  vatNumber: AWKWARD_OFF_PLATFORM.vatNumber,
  city: AWKWARD_OFF_PLATFORM.city,
  county: 'West Yorkshire',
  postCode: AWKWARD_OFF_PLATFORM.postCode,
  countryCode: 'GB',
  description: 'Modular timber-frame homes, designed and built in West Yorkshire.',
  companySize: 'Small',
  numberOfEmployees: 24,
};

const generatedRecord = (c: OffPlatformCompany): OffPlatformRecord => ({
  sourceSystem: SOURCE_SYSTEM_BY_COUNTRY[c.countryCode],
  sourceId: c.companyNumber,
  companyName: c.name,
  companyId: c.companyNumber,
  vatNumber: null,
  city: c.city,
  county: null,
  postCode: c.postcode,
  countryCode: c.countryCode,
  description: null,
  companySize: null,
  numberOfEmployees: null,
});

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/**
 * The one rule (issue 37 item 28) for every off-platform company, the fixed one and the generated
 * ones alike: the source id equals the company's (letters in either case), and so does the source
 * system when the id names one, case-insensitively (`companieshouse-09999999` is
 * `CompaniesHouse-09999999`); another register's company with the same number is not it.
 */
export function findOffPlatform(generated: readonly OffPlatformCompany[], sourceSystem: string, sourceId: string): OffPlatformRecord | null {
  const matches = (record: OffPlatformRecord) => same(record.sourceId, sourceId) && (!sourceSystem || same(record.sourceSystem, sourceSystem));
  if (matches(FIXED)) return FIXED;
  for (const company of generated) {
    const record = generatedRecord(company);
    if (matches(record)) return record;
  }
  return null;
}

/** `{sourceSystem}-{sourceId}` split at the first dash (as the app does), or a bare source id. */
export function splitOffPlatformId(id: string): { sourceSystem: string; sourceId: string } {
  const dash = id.indexOf('-');
  return dash > 0 ? { sourceSystem: id.slice(0, dash), sourceId: id.slice(dash + 1) } : { sourceSystem: '', sourceId: id };
}
