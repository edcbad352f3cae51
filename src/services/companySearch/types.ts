/**
 * Company search (spec 01 §7: "path not shown"). Defined here:
 *   GET companySearch /companies?queryText&countryCode&page&pageSize -> CompanySearchResponse
 *   GET companySearch /companies/{companyNumber}?countryCode          -> CompanyDetailsDto (404 if unknown)
 */
export interface CompanySearchQuery {
  queryText: string;
  /** GB by default (spec 01 §9). */
  countryCode: string;
  page: number;
  pageSize: number;
}

export interface CompanySummary {
  companyNumber: string;
  name: string;
  countryCode: string;
  addressLine1: string | null;
  city: string | null;
  postcode: string | null;
  /** The supplier's platform account, or null when the company is not on the platform. */
  orgAccountId: number | null;
  entityId: number | null;
}

export interface CompanySearchResponse {
  items: CompanySummary[];
  totalCount: number;
}

export interface CompanyDetailsDto extends CompanySummary {
  vatNumber: string | null;
  registrationNumber: string | null;
  companySize: string | null;
  status: 'Active' | 'Dissolved';
}
