/** Every feature flag named in specs 01–03, with its local default (the mock platform's). */
export const FLAG_DEFAULTS = {
  // spec 01
  isInviteFromSupplierProfileEnabled: true,
  exportSearchResultsEnabled: true,
  onionSearchEnabled: false,
  freeBuyerAccessEnabled: false,
  isPlatformHeaderEnabled: true,
  isLimitedMenuEnabled: false,
  isFullPageMode: false,
  areaOfOperationEnabled: true,
  supplyChainTabEnabled: true,
  supplyChainGroupFilterEnabled: true,
  orgUnitSelectionEnabled: true,
  newWorkCategoriesEnabled: true,
  ssipEnabled: true,
  // spec 02
  complianceReportEnabled: true,
  supplierRemindersEnabled: true,
  suspendNotice: true,
  isSuspendAccountEnabled: true,
  inviteSupplierCtaEnabled: true,
  maturityIconEnabled: true,
  generateZip: true,
  complianceTabEnabled: true,
  hScoreWidgetEnabled: true,
  directorsWidgetEnabled: true,
} as const satisfies Record<string, boolean>;

export type FlagName = keyof typeof FLAG_DEFAULTS;
export type Flags = Record<FlagName, boolean>;
export const FLAG_NAMES = Object.keys(FLAG_DEFAULTS) as FlagName[];

export const isFlagName = (value: string): value is FlagName => value in FLAG_DEFAULTS;

/** LaunchDarkly environment label: "Local" maps to "dev" (spec 01 §6). */
export const ldEnvironment = (label: string) => (label.toLowerCase() === 'local' ? 'dev' : label.toLowerCase());
