/** Public profile host shapes (spec 02 §3 "Public profile", §7). */

/** GET {publicProfile}/public/profiles?url → the supplier behind a public profile url. */
export interface PublicProfileLookupDto {
  entityId: number;
}

/** GET {publicProfile}/profiles/{id}: what anyone may read about a supplier. */
export interface PublicProfileDto {
  companyName: string;
  companyHouseNumber: string | null;
  vatNumber: string | null;
  headOffice: { town: string | null; county: string | null } | null;
  companyDetails: { description: string | null };
  companySize: string | null;
  numberOfEmployees: number | null;
}
