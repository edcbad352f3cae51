/**
 * Search host shapes (spec 01 §3, §7). The mock platform's handlers import these too, so the
 * shapes the spec leaves "not shown" are defined once, here.
 */
import type { DistanceUnit } from '@/platform/config/types';
import type { LocationSuggestion, LocationType } from '../geo/types';
import type { ProductServiceNode } from '../trades/types';

export const SEARCH_FILTER_IDS = [
  'productServicesIDs',
  'office',
  'office.distance',
  'office.area',
  'enterpriseCategoryTypeID',
  'goals',
  'ssipgoals',
  'areasOfOperation',
  'searchType',
  'supplychain.grouping',
  'supplychain.groupingstage',
  'udf',
] as const;
export type SearchFilterId = (typeof SEARCH_FILTER_IDS)[number];

/** The two search types (spec 01 §9 "Search types 2"). */
export const SEARCH_TYPES = { allSuppliers: 1, inMySupplyChain: 2 } as const;
export type SearchTypeId = (typeof SEARCH_TYPES)[keyof typeof SEARCH_TYPES];

export const SORT_ORDERS = ['asc', 'desc', 'random'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const SORT_NAMES = ['name', 'companySize', 'countryCode'] as const;
export type SortName = (typeof SORT_NAMES)[number];

export const SEGMENT_STAGE_STATUSES = ['Approved', 'Not Approved'] as const;
export type SegmentStageStatus = (typeof SEGMENT_STAGE_STATUSES)[number];

// ---- filter queries ----------------------------------------------------------------------------

/** productServicesIDs: a work category with an optional inclusive notation (contract value) range. */
export interface WorkCategoryQuery {
  Id: number;
  MinValue: number | null;
  MaxValue: number | null;
}

/** office / office.distance: within `distance` of a point (great-circle); unit defaults to miles. */
export interface DistanceQuery {
  latitude: number;
  longitude: number;
  distance: number;
  unit?: DistanceUnit;
}

/** office / office.area / areasOfOperation: a location suggestion the supplier's office lies in (or operates in). */
export interface LocationQuery {
  Value: string;
  DataType: LocationType;
  Country: string;
}

/** enterpriseCategoryTypeID: a company size id (facets.companySizes). */
export interface CompanySizeQuery {
  Id: number;
}

/** goals / ssipgoals: the supplier holds the goal with this status (1 = verified). */
export interface GoalQuery {
  GoalReference: string;
  GoalStatusCode: number;
}

/** searchType: all suppliers, or suppliers in the supply chain of the given organisation unit. */
export interface SearchTypeQuery {
  SearchType: SearchTypeId;
  /** Required when SearchType is 2 (in my supply chain). */
  OrgUnitAccountId?: number | null;
}

/** supplychain.grouping: members of a segment (list grouping). */
export interface GroupingQuery {
  GroupingId: number;
}

/** supplychain.groupingstage: members of a segment at a named stage, optionally with a status. */
export interface GroupingStageQuery {
  GroupingId: number;
  StageDisplayName: string;
  StatusName?: SegmentStageStatus | null;
}

export const UDF_ITEM_TYPES = [
  'text-field',
  'text-area',
  'date',
  'checkbox',
  'checkbox-group',
  'radio-button-group',
  'dropdown',
] as const;
export type UdfItemType = (typeof UDF_ITEM_TYPES)[number];

/**
 * udf: one custom field. Text types match stringValue (contains, case-insensitive); checkbox
 * matches bitValue; option types match udfItemValueId; date matches a value inside
 * [dateFromValue, dateToValue] with the end taken at 23:59:59 of its day. Dates are ISO strings.
 */
export interface UdfQuery {
  udfItemId: number;
  udfItemType: UdfItemType;
  stringValue?: string | null;
  integerValue?: number | null;
  bitValue?: boolean | null;
  udfItemValueId?: number | null;
  dateFromValue?: string | null;
  dateToValue?: string | null;
}

// ---- filter entries ----------------------------------------------------------------------------

export interface FilterOption {
  id: number | string;
  name: string;
  customOptions?: { reference?: string; maturityLevel?: number; [key: string]: unknown };
}

/** What the basket shows for an entry. */
export interface FilterCopy {
  title?: string;
  sectionId?: number;
  postcode?: string;
  locationDetail?: string;
  Name?: string;
  nameLevel1?: string;
  nameLevel2?: string;
  nameLevel3?: string;
  MinValue?: number | 'unset';
  MaxValue?: number | 'unset';
}

interface FilterEntryBase<Id extends SearchFilterId, Query> {
  id: Id;
  isQuery: boolean;
  /** The entry's query; `complexQuery` is accepted as an alternative carrier of the same object. */
  query?: Query;
  complexQuery?: Query;
  options?: FilterOption[];
  nesting?: string[];
  filterCopy?: FilterCopy;
  group?: string;
  isLocked?: boolean;
}

export type WorkCategoryFilterEntry = FilterEntryBase<'productServicesIDs', WorkCategoryQuery>;
export type OfficeFilterEntry = FilterEntryBase<'office', DistanceQuery | LocationQuery>;
export type OfficeDistanceFilterEntry = FilterEntryBase<'office.distance', DistanceQuery>;
export type OfficeAreaFilterEntry = FilterEntryBase<'office.area', LocationQuery>;
export type CompanySizeFilterEntry = FilterEntryBase<'enterpriseCategoryTypeID', CompanySizeQuery>;
export type GoalFilterEntry = FilterEntryBase<'goals', GoalQuery>;
export type SsipFilterEntry = FilterEntryBase<'ssipgoals', GoalQuery>;
export type AreaOfOperationFilterEntry = FilterEntryBase<'areasOfOperation', LocationQuery>;
export type SearchTypeFilterEntry = FilterEntryBase<'searchType', SearchTypeQuery>;
export type GroupingFilterEntry = FilterEntryBase<'supplychain.grouping', GroupingQuery> & { GroupingId?: number };
export type GroupingStageFilterEntry = FilterEntryBase<'supplychain.groupingstage', GroupingStageQuery> & {
  GroupingId?: number;
  StageDisplayName?: string;
  StatusName?: SegmentStageStatus | null;
};
export type UdfFilterEntry = FilterEntryBase<'udf', UdfQuery> & {
  udfItemId?: number;
  bitValue?: boolean | null;
  /** Chosen option ids of a checkbox-group / dropdown / radio field (any of them matches). */
  items?: number[];
};

export type FilterEntry =
  | WorkCategoryFilterEntry
  | OfficeFilterEntry
  | OfficeDistanceFilterEntry
  | OfficeAreaFilterEntry
  | CompanySizeFilterEntry
  | GoalFilterEntry
  | SsipFilterEntry
  | AreaOfOperationFilterEntry
  | SearchTypeFilterEntry
  | GroupingFilterEntry
  | GroupingStageFilterEntry
  | UdfFilterEntry;

// ---- session and results -----------------------------------------------------------------------

export interface Sorting {
  name: SortName;
  order: SortOrder;
}

export interface Paging {
  page: number;
  pageSize: number;
}

/** The seed comes from the randomise option's name, so it may be text or a number. */
export interface RandomScore {
  seed: number | string;
}

/** POST search /session body. */
export interface SessionRequest {
  orderedFilters: FilterEntry[];
  sorting: Sorting;
  paging: Paging;
  randomScore?: RandomScore | null;
}

export type SessionStatus = 'Active';

export interface SessionDto {
  sessionId: string;
  status: SessionStatus;
  orderedFilters: FilterEntry[];
  sorting: Sorting;
  paging: Paging;
  randomScore: RandomScore | null;
  /** Results are fetched with GET /search/{sid}; the session itself carries none. */
  results: null;
  createdOn: string;
  updatedOn: string;
}

/** GET search /session/{sid}/query reply and POST body. */
export interface SessionQueryDto {
  orderedFilters: FilterEntry[];
}

/** POST search /search/counts body and reply. */
export interface SearchCountsRequest {
  orderedFilters: FilterEntry[];
}
export interface SearchCountsResponse {
  resultCount: number;
}

/** Query of GET search /search/{sid}. */
export interface SearchResultsQuery {
  page: number;
  pageSize: number;
  sortName: SortName;
  sortOrder: SortOrder;
  seed?: number | string;
}

export interface SupplierOffice {
  headOffice: boolean;
  line1: string;
  line2: string | null;
  line3: string | null;
  line4: string | null;
  city: string;
  county: string | null;
  postcode: string | null;
  region: string | null;
}

export type SupplierGoalStatus = 'Verified' | 'Not Verified' | 'In Progress' | 'Expired';

export interface SupplierGoal {
  goal: string;
  status: SupplierGoalStatus;
  reference: string;
  buyerMaturityCode: string | null;
  maturityCompliance: boolean;
}

export interface SupplierSearchResult {
  entityID: number;
  name: string;
  companyHouseNumber: string;
  registrationNumber: string;
  vatNumber: string | null;
  offices: SupplierOffice[];
  companySize: string | null;
  contactName: string | null;
  contactMobile: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  goals: SupplierGoal[];
  orgAccountId: number;
  parentCompanyId: number | null;
  countryCode: string;
}

export interface SearchMetadata {
  status: SessionStatus;
  resultCount: number;
  /** first: 1-based position of the page's first result (0 when the page is empty). */
  paging: Paging & { first: number };
  sorting: Sorting;
}

export interface SearchResultsResponse {
  totalCount: number;
  results: SupplierSearchResult[];
  metadata: SearchMetadata;
}

/** Error body of the search host (404 unknown sid, 400 bad input). */
export interface SearchErrorBody {
  message: string;
  /** The offending field, e.g. "orderedFilters[2].query.MinValue". */
  field?: string;
}

// ---- quick search, facets, taxonomy ------------------------------------------------------------

/** POST search /quicksearch body (PageSize 40). */
export interface QuickSearchRequest {
  QueryText: string;
  Paging: { Page: number; PageSize: number };
  /** Only this organisation unit's supply chain (the supply-chain search box); not in spec 01's body. */
  OrgUnitAccountId?: number;
}
export interface QuickSearchResponse {
  items: SupplierSearchResult[];
  totalCount: number;
}

export interface CompanySizeOption {
  id: number;
  name: string;
}

export interface SearchTypeOption {
  id: SearchTypeId;
  name: string;
}

export interface FacetStage {
  id: number;
  name: string;
}

export interface FacetSegment {
  id: number;
  name: string;
  listGroupingTypeId: number;
  customStages: FacetStage[];
}

/** GET search /facets[?orgUnitId]. segments is filled only when orgUnitId is given. */
export interface FacetsResponse {
  companySizes: CompanySizeOption[];
  /** Top-level regions to offer for area of operation (countries and their NUTS 1/2 regions). */
  areasOfOperation: LocationSuggestion[];
  searchTypes: SearchTypeOption[];
  segmentStatuses: SegmentStageStatus[];
  segments: FacetSegment[];
}

/** GET search /taxonomy/product-services. */
export interface TaxonomyResponse {
  productServices: ProductServiceNode[];
}
