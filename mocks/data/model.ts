/** The mock network's internal records. DTOs for the wire are in src/services/<host>/types.ts. */
import type { SegmentStageStatus, SupplierSearchResult } from '@/services/search/types';
import type { SegmentDto, SupplyChainDto } from '@/services/supplyChain/types';
import type { UdfSavedValue } from '@/services/udf/types';
import type { CountryCode } from './geo';

export interface SupplierCategory {
  /** A canonical (English) leaf id of the taxonomy. */
  id: number;
  /** Notation (contract value) in whole currency units. */
  amount: number;
}

export interface OfficeGeo {
  lat: number;
  lon: number;
  /** Location keys of the office's postcode, outcode, town, county, regions and country. */
  keys: string[];
}

export interface SupplierRecord {
  dto: SupplierSearchResult;
  companySizeId: number | null;
  categories: SupplierCategory[];
  /** Aligned with dto.offices. */
  officeGeo: OfficeGeo[];
  /** Location keys of the areas the supplier operates in (a region, a county, a whole country…). */
  areaKeys: string[];
}

export interface BuyerOrganisation {
  accountId: number;
  name: string;
  countryCode: CountryCode;
  unitIds: number[];
}

export interface OrganisationUnit {
  accountId: number;
  name: string;
  orgAccountId: number;
  supplyChainId: number;
}

export interface BuyerUser {
  userAccountId: number;
  firstName: string;
  lastName: string;
  email: string;
  orgAccountId: number;
  unitIds: number[];
}

export interface Stage {
  id: number;
  name: string;
}

/**
 * A stored segment: the fields the segment DTO carries as they are, plus its stages. What depends
 * on who asks (title, labels, permissions, member counts) is worked out when the DTO is built.
 */
export type Segment = Pick<
  SegmentDto,
  | 'id' | 'name' | 'supplyChainId' | 'orgUnitAccountId' | 'listGroupingTypeId' | 'compliancePolicyId' | 'goalName'
  | 'isVisibleToSuppliers' | 'currentStageId'
> & { stages: Stage[] };

export interface SegmentMember {
  segmentId: number;
  entityId: number;
  stageId: number;
  status: SegmentStageStatus;
}

export interface OffPlatformCompany {
  companyNumber: string;
  name: string;
  countryCode: CountryCode;
  addressLine1: string;
  city: string;
  postcode: string | null;
}

export interface Network {
  seed: number;
  size: number;
  suppliers: SupplierRecord[];
  organisations: BuyerOrganisation[];
  units: OrganisationUnit[];
  users: BuyerUser[];
  supplyChains: SupplyChainDto[];
  segments: Segment[];
  members: SegmentMember[];
  /** Buyer-held custom-field values: organisation account id → supplier entity id → values. */
  udfValues: Record<number, Record<number, UdfSavedValue[]>>;
  /** The buyer's own supplier references: organisation account id → supplier entity id → reference. */
  references: Record<number, Record<number, string>>;
  offPlatformCompanies: OffPlatformCompany[];
}
