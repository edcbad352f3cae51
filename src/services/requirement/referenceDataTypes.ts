/**
 * GET {requirement}/referencedata/{type} (spec 03 §7): the look-ups that turn a detail record's ids
 * into names. The spec lists the six types in words; the path segment of each is the app's reading
 * (one place, below). The reply names each option in the language the call asks for.
 */
export const REFERENCE_DATA_TYPES = {
  companyType: 'companytype',
  insuranceType: 'insurancetype',
  relatedCompanyType: 'relatedcompanytype',
  locationCountry: 'locationcountry',
  personTitle: 'persontitle',
  personPosition: 'personposition',
} as const;

export type ReferenceDataType = keyof typeof REFERENCE_DATA_TYPES;

/** "Reference data option" (spec 03 §3). */
export interface ReferenceOption {
  id: number;
  name: string;
}

export interface ReferenceDataReplyDto {
  referenceData: ReferenceOption[];
}

/**
 * The location country the spec sorts first, by its name in each language the app speaks (the
 * server names countries in the language asked for; ids are the server's own, so a name is what
 * the app can know).
 */
export const UNITED_KINGDOM_NAMES: readonly string[] = ['United Kingdom', 'Royaume-Uni', 'Reino Unido', 'Verenigd Koninkrijk'];
