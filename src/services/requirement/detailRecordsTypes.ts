/**
 * The read-only records a requirement's answers point at (spec 03 §2 detail pages, §7 requirement
 * service). The spec names the calls and the envelope key of each reply, not the records' fields:
 * these are the app's reading. Ids of reference data (`…TypeId`, `countryId`, `titleId`,
 * `positionId`) are turned into names with GET /requirement/referencedata/{type}. Every text field
 * is the supplier's own words, shown exactly as served; optional fields may be null or absent.
 */

/** A postal address as a detail record carries it; the country is a location-country id. */
export interface DetailAddressDto {
  addressLine1?: string | null;
  addressLine2?: string | null;
  county?: string | null;
  city?: string | null;
  postCode?: string | null;
  countryId?: number | null;
}

/** GET /requirement/insurance/{id} → { insurance }. */
export interface InsuranceDetailDto {
  id: number;
  insuranceTypeId: number | null;
  insurerName: string;
  policyNumber?: string | null;
  /** The amount the policy covers, in `currencyCode` (the community's currency when absent). */
  indemnityLimit?: number | null;
  currencyCode?: string | null;
  /** ISO dates. */
  startDate?: string | null;
  expiryDate?: string | null;
  notes?: string | null;
}

/** GET /requirement/relatedcompany/{id} → { relatedcompany }. */
export interface RelatedCompanyDetailDto {
  id: number;
  name: string;
  relatedCompanyTypeId: number | null;
  companyTypeId?: number | null;
  registrationNumber?: string | null;
  address?: DetailAddressDto | null;
}

/** GET /requirement/branchoffice/{id} → { branchoffice }. */
export interface BranchOfficeDetailDto {
  id: number;
  name: string;
  address?: DetailAddressDto | null;
  telephone?: string | null;
  email?: string | null;
  contactName?: string | null;
}

/** GET /requirement/directorpartner/{id} → { directorpartner }. */
export interface DirectorPartnerDetailDto {
  id: number;
  titleId?: number | null;
  firstName: string;
  lastName: string;
  positionId: number | null;
  /** ISO date. */
  appointedDate?: string | null;
  email?: string | null;
  telephone?: string | null;
  address?: DetailAddressDto | null;
}

/** GET /requirement/tradeprofessional/{id} → { tradeprofessional }. */
export interface TradeProfessionalDetailDto {
  id: number;
  titleId?: number | null;
  firstName: string;
  lastName: string;
  trade: string;
  qualification?: string | null;
  registrationBody?: string | null;
  registrationNumber?: string | null;
  /** ISO date. */
  expiryDate?: string | null;
}

/** GET /requirement/ssipcertificates/{id} → { ssipCertificate }. */
export interface SsipCertificateDetailDto {
  id: number;
  schemeName: string;
  certificateNumber?: string | null;
  assessmentBody?: string | null;
  scope?: string | null;
  /** ISO dates. */
  issueDate?: string | null;
  expiryDate?: string | null;
}

/** GET /requirement/licenceaccreditation/{id} → { licenceAccreditation }. */
export interface LicenceAccreditationDetailDto {
  id: number;
  name: string;
  issuingBody?: string | null;
  referenceNumber?: string | null;
  description?: string | null;
  /** ISO dates. */
  issueDate?: string | null;
  expiryDate?: string | null;
}

/** GET /requirement/datasharingtrades/{id} → { datasharingtrades }: a trade the supplier shares data about. */
export interface DataSharingTradeDetailDto {
  id: number;
  tradeName: string;
  description?: string | null;
  sharedWith?: string | null;
  /** ISO dates. */
  sharedOn?: string | null;
  expiryDate?: string | null;
}

/** Each kind of detail record with its DTO (the kinds of platform/router DETAIL_ROUTES). */
export interface DetailRecordDtos {
  insurance: InsuranceDetailDto;
  relatedCompany: RelatedCompanyDetailDto;
  branchOffice: BranchOfficeDetailDto;
  director: DirectorPartnerDetailDto;
  tradeProfessional: TradeProfessionalDetailDto;
  ssipCertificate: SsipCertificateDetailDto;
  licenceAccreditation: LicenceAccreditationDetailDto;
  trade: DataSharingTradeDetailDto;
}

export type DetailRecordKind = keyof DetailRecordDtos;

/** A record with its kind, so one store entry tells the page how to show it. */
export type DetailRecord = { [K in DetailRecordKind]: { kind: K; record: DetailRecordDtos[K] } }[DetailRecordKind];

/** Path segment and reply key of each kind (spec 03 §7), relative to the requirement service. */
export const DETAIL_RECORD_CALLS = {
  insurance: { path: 'insurance', key: 'insurance' },
  relatedCompany: { path: 'relatedcompany', key: 'relatedcompany' },
  branchOffice: { path: 'branchoffice', key: 'branchoffice' },
  director: { path: 'directorpartner', key: 'directorpartner' },
  tradeProfessional: { path: 'tradeprofessional', key: 'tradeprofessional' },
  ssipCertificate: { path: 'ssipcertificates', key: 'ssipCertificate' },
  licenceAccreditation: { path: 'licenceaccreditation', key: 'licenceAccreditation' },
  trade: { path: 'datasharingtrades', key: 'datasharingtrades' },
} as const satisfies Record<DetailRecordKind, { path: string; key: string }>;

export const DETAIL_RECORD_KINDS = Object.keys(DETAIL_RECORD_CALLS) as DetailRecordKind[];
