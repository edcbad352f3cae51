import type { CommunityCode } from '@/platform/config/types';
import type { SupplierDetailsDto } from '@/services/supplier/types';

/**
 * The header's "configurable supplier details" (spec 02 §2.5): which facts of the supplier's details
 * the header lists after its location and references, in this order. One typed list per community;
 * a field the supplier has no value for is left out.
 */
export const HEADER_DETAIL_FIELDS = ['companyNumber', 'vatNumber', 'registeredName', 'builderProfileId', 'memberSince'] as const;
export type HeaderDetailField = (typeof HEADER_DETAIL_FIELDS)[number];

/** What the header showed before it was configurable: the company number (in the community's wording) and "Member since". */
const DEFAULT_FIELDS: readonly HeaderDetailField[] = ['companyNumber', 'memberSince'];

/**
 * Per community. The Europe variants list the VAT number too: there it is the number a buyer
 * recognises a company by (SIREN/BCE/CIF are shown in the company number's own wording).
 */
export const HEADER_DETAILS_BY_COMMUNITY: Record<CommunityCode, readonly HeaderDetailField[]> = {
  GB: DEFAULT_FIELDS,
  IE: DEFAULT_FIELDS,
  FR: ['companyNumber', 'vatNumber', 'memberSince'],
  BE: ['companyNumber', 'vatNumber', 'memberSince'],
  ES: ['companyNumber', 'vatNumber', 'memberSince'],
};

export function headerDetailFieldsOf(community: CommunityCode | null | undefined): readonly HeaderDetailField[] {
  return HEADER_DETAILS_BY_COMMUNITY[community ?? 'GB'] ?? DEFAULT_FIELDS;
}

type Details = Pick<SupplierDetailsDto, 'companiesHouseNumber' | 'overview' | 'name' | 'tradeName' | 'builderProfileId' | 'dateJoined'>;

/** The raw value of one field, or null when the supplier has none (the field is then not shown). */
export function headerDetailValue(field: HeaderDetailField, details: Details): string | null {
  switch (field) {
    case 'companyNumber':
      return details.companiesHouseNumber || null;
    case 'vatNumber':
      return details.overview.vatNumber || null;
    // The registered name only when it says something the trade name (the heading) does not.
    case 'registeredName':
      return details.name && details.name !== details.tradeName ? details.name : null;
    case 'builderProfileId':
      return details.builderProfileId || null;
    case 'memberSince':
      return details.dateJoined || null;
  }
}
