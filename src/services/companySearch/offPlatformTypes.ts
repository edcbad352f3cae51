/**
 * Off-platform company (spec 02 §3; the search's path is "not shown"). Defined here:
 *   GET companySearch /offplatform/companies?sourceSystem&sourceId -> OffPlatformCompanyDto (404 if unknown)
 */
export interface OffPlatformCompanyDto {
  sourceId: string;
  sourceSystem: string;
  companyName: string;
  companyId: string | null;
  vatNumber: string | null;
  city: string | null;
  postCode: string | null;
  /** Public details a register may add; null when it has none. */
  description: string | null;
  companySize: string | null;
  numberOfEmployees: number | null;
  countryCode: string;
}
