import type { HeaderDetailKey } from '@/platform/config/types';
import type { SupplierDetailsDto } from '@/services/supplier/types';

/** One of the header's configurable supplier details (spec 02 §2.5); the list comes from platform/community. */
export type HeaderDetailField = HeaderDetailKey;

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
