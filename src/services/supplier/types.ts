/**
 * Supplier host shapes (spec 02 §3 "Supplier details"). The mock platform's handlers import these
 * too, so the fields the spec leaves open are defined once, here.
 */

/** Active and closed counts, as the "You and supplier" panel shows them. */
export interface ActiveClosed {
  active: number;
  closed: number;
}

/**
 * `overview` carries the company facts the overview and summary tabs show. The spec names only
 * `overview.vatNumber`; the rest (description, size, employees, turnover, public spend) is the
 * spec's Summary entity, delivered with the details because no other call is listed for it.
 */
export interface SupplierOverviewDto {
  vatNumber: string | null;
  /** Markdown written by the supplier: render it without raw HTML, ever. */
  companyDescription: string | null;
  companySize: string | null;
  numberOfEmployees: number | null;
  /**
   * Annual turnover in the supplier's currency. Not always a finite number on the wire (null, or a
   * string such as "NaN"): show "-" unless `Number.isFinite` holds (spec 02 §2.4).
   */
  turnover: number | string | null;
  /** Public-sector spend with the supplier over the last year (summary tab). */
  publicSpend: number | null;
  /** Turnover by year, most recent first (summary tab's historical turnover). */
  historicalTurnover: { year: number; value: number | null }[];
}

/** GET {supplier}/supplierdetails/{id}. */
export interface SupplierDetailsDto {
  id: number;
  tradeName: string;
  name: string;
  /** "Town, County" of the head office; null when unknown. */
  location: string | null;
  isProjectCompliant: boolean;
  /** Absolute URL of the supplier's logo; null → the logo service (GET logo /logo/{orgAccountId}). */
  logoURL: string | null;
  /** The supplier's organisation account id (what the logo service takes). */
  orgAccountId: number;
  /** The supplier's customer reference number (its own details; the key of the COVID-19 questionnaire, spec 03 §7). Not the buyer's own reference (entity references). */
  customerReferenceNumber: string | null;
  /** ISO date (yyyy-MM-dd) the supplier joined the platform. */
  dateJoined: string;
  companiesHouseNumber: string | null;
  /** Builders profile id (summary tab, with a VIEW link); null when the supplier has none. */
  builderProfileId: string | null;
  overview: SupplierOverviewDto;
  isFavourite: boolean;
  /** Suspended in at least one of the buyer's organisation units. */
  isSuspended: boolean;
  consultNoticesCount: number;
  countryCode: string;
  youAndSupplier: {
    supplyChains: ActiveClosed;
    segments: ActiveClosed;
  };
}
