/** Every backend host the app talks to, one axios client each (specs 01 §7, 02 §7, 03 §7). */
export const SERVICE_KINDS = [
  'claims',
  'search',
  'goals',
  'trades',
  'geo',
  'supplyChain',
  'policy',
  'admin',
  'accountSearch',
  'onboarding',
  'invite',
  'udf',
  'entityReferences',
  'companySearch',
  'logo',
  // spec 02: supplier profile
  'supplier',
  'requirement',
  'analytics',
  'riskChecker',
  'certificates',
  'complianceStatement',
  'accountRecords',
  'reminders',
  'entityNotes',
  'documents',
  'publicProfile',
  // spec 03: compliance and connections
  'verifier',
  'compliance',
  'projects',
] as const;

export type ServiceKind = (typeof SERVICE_KINDS)[number];
export type ServiceUrls = Record<ServiceKind, string>;

export const COMMUNITY_CODES = ['GB', 'IE', 'FR', 'BE', 'ES'] as const;
export type CommunityCode = (typeof COMMUNITY_CODES)[number];

export const LANGUAGES = ['en', 'fr', 'es', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

export type DistanceUnit = 'miles' | 'km';

/** Components a community can switch on or off (spec 01 §6 "Component visibility by configuration"). */
export const COMPONENT_KEYS = [
  'addToSupplyChain',
  'inMySupplyChain',
  'workCategories',
  'companySize',
  'levelsFilter',
  'ssip',
  'supplierReference',
  'levelsColumn',
  'notationValue',
  'inviteSupplier',
  'areaOfOperation',
  'officeDistance',
  'customFields',
] as const;
export type ComponentKey = (typeof COMPONENT_KEYS)[number];
export type ComponentVisibility = Record<ComponentKey, boolean>;

/**
 * Supplier profile parts a community shows or hides (spec 02 §2.3–§2.5, §6 "Community configuration
 * controls visibility of tabs, tiles, print, certificates, zip, reference and suspension call to
 * action"). Optional in config.json: platform/community/profileVisibility.ts holds the defaults.
 */
export const PROFILE_VISIBILITY_KEYS = [
  'summaryTab',
  'issuesTab',
  'workCategoriesTab',
  'contactsTab',
  'reminderHistoryTab',
  'riskRadarTab',
  'companySizeTile',
  'employeesTile',
  'turnoverTile',
  'locationsTable',
  'riskSummary',
  'print',
  'certificates',
  'downloadComplianceStatement',
  'zip',
  'reference',
  'suspension',
  /** The Europe variant hides "You and supplier", accreditations, and contacts' role and office. */
  'europeVariant',
  /** The requirement table's Valid from column (spec 03 §2, §6). */
  'requirementValidFrom',
  /** The connections content: the Your Connections tab's table and check, the dashboard's Buyer Connections widget (spec 03 §6). */
  'connectionsContent',
  /** The reminder history's reskinned table: sent on, reminder type, sent by, view (spec 02 §2.12). Off by default. */
  'reminderHistoryReskin',
] as const;
export type ProfileVisibilityKey = (typeof PROFILE_VISIBILITY_KEYS)[number];
export type ProfileVisibility = Record<ProfileVisibilityKey, boolean>;

/** Columns of the work categories table (spec 02 §3 "workCategories.dataColumns"). */
export const WORK_CATEGORY_COLUMNS = ['statusName', 'name', 'verifiedOnDate', 'expiryDate', 'notationalValue', 'view'] as const;
export type WorkCategoryColumn = (typeof WORK_CATEGORY_COLUMNS)[number];

/**
 * The supplier-profile configuration's `workCategories` (spec 02 §3): the table's columns and the
 * filters offered. Optional in config.json: platform/community/workCategorySettings.ts holds the defaults.
 */
export interface WorkCategorySettings {
  dataColumns: WorkCategoryColumn[];
  filters: {
    status: boolean;
    workCategoryType: boolean;
    expirationStatus: boolean;
    /** Option texts such as "Expiring in 30 days"; the number is parsed out (spec 03 §5). */
    expiryDateOptions: string[];
  };
}

/**
 * The supplier details the profile header can list after its location and references (spec 02 §2.5
 * "configurable supplier details"), each a field of the supplier's details.
 */
export const HEADER_DETAIL_KEYS = ['companyNumber', 'vatNumber', 'registeredName', 'builderProfileId', 'memberSince'] as const;
export type HeaderDetailKey = (typeof HEADER_DETAIL_KEYS)[number];

export interface CommunitySettings {
  /** Country variant id (spec 01 §9: default 1, France 10000000, Belgium 10000001). */
  variantId: number;
  countryCode: CommunityCode;
  currency: string;
  locale: string;
  distanceUnit: DistanceUnit;
  language: Language;
  defaultLevel1WorkCategoryId: number;
  components: ComponentVisibility;
  /** Overrides of the community's profile visibility defaults. */
  profile?: Partial<ProfileVisibility>;
  /** Overrides of the community's work categories table settings. */
  workCategories?: Partial<WorkCategorySettings>;
  /**
   * The community's default organisation name (spec 03 §6): a requirement whose goal owner has this
   * name is a community view. Optional in config.json: platform/config/communityOrganisation.ts holds the default.
   */
  defaultOrganisationName?: string;
  /**
   * The header's supplier details, in order (spec 02 §2.5). Optional in config.json:
   * platform/community/headerDetails.ts holds each community's default list.
   */
  headerDetails?: HeaderDetailKey[];
}

export interface Auth0Settings {
  domain: string;
  clientId: string;
  audience: string;
}

export interface LaunchDarklySettings {
  clientId: string;
  /** Environment label; "Local" maps to "dev" (spec 01 §6). */
  environment: string;
}

export interface AppConfig {
  mockPlatform: boolean;
  /** The mock platform may start on a host other than localhost (a demo site); off unless set. */
  mockPlatformOnAnyHost?: boolean;
  services: ServiceUrls;
  auth0: Auth0Settings | null;
  launchDarkly: LaunchDarklySettings | null;
  /** Where HTTP 401 sends the browser ("the root domain"). */
  rootDomainUrl: string;
  /** Product host for the onboarding hand-off and knowledge-base links. */
  productHostUrl: string;
  defaultCommunity: CommunityCode;
  communities: Record<CommunityCode, CommunitySettings>;
  /** Local flag defaults; LaunchDarkly overrides them when configured. */
  flags: Partial<Record<string, boolean>>;
  /** How long any backend call may take before it is stopped and reported (optional in config.json; 20000). */
  requestTimeoutMs: number;
}
