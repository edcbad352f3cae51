/**
 * Shapes of the supplier host's contacts and locations calls (spec 02 §3 "Contact", "Location",
 * §7). The mock platform's handlers import these too.
 */

/** A contact of the supplier. `keyContact` is the contact's name. */
export interface ContactDto {
  id: number;
  keyContact: string;
  role: string | null;
  office: string | null;
  telephone: string | null;
  mobile: string | null;
  email: string | null;
  sequenceNo: number;
}

/** GET {supplier}/supplierdetails/{id}/contacts: the three groups. */
export interface SupplierContactsDto {
  primaryContacts: ContactDto[];
  favourites: ContactDto[];
  companyDirectoryEntries: ContactDto[];
}

export interface LocationDto {
  addressLine1: string | null;
  addressLine2: string | null;
  county: string | null;
  city: string | null;
  postCode: string | null;
  country: string | null;
  locationTypeId: number;
  isPrimary: boolean;
}

/** The one sortable column of the locations table (spec 02 §2.8). */
export const LOCATION_SORT_NAMES = ['addressLine1'] as const;
export type LocationSortName = (typeof LOCATION_SORT_NAMES)[number];

/** POST {supplier}/supplierdetails/{id}/locations body; `page` is 1-based. */
export interface LocationsRequest {
  id: number;
  paging: { page: number; pageSize: number };
  sorting: { name: LocationSortName; order: 'asc' | 'desc' };
}

export interface LocationsResponse {
  locations: LocationDto[];
  totalCount: number;
}
