/**
 * Hand-off to the onboarding invite-supplier page on the product host (spec 01 §2, spec 02 §2.15).
 * The page's path is not given by the spec; it is defined here, once.
 */
export const ONBOARDING_INVITE_PATH = '/onboarding/invite-supplier';

export type HandoffContext =
  | 'findSuppliers'
  | 'findSuppliersSearchResults'
  | 'findSuppliersSearchResultsSupplierRowUpgrade';

export interface HandoffParams {
  context: HandoffContext;
  /** Where onboarding sends the buyer back to (absolute URL of this app's page). */
  backTo: string;
  companyName?: string;
  country?: string;
  companyNumber?: string;
  orgUnitId?: number | string;
  segmentId?: number | string;
  searchCountryCode?: string;
  sourceId?: string;
  sourceSystem?: string;
}

const ORDER: Array<keyof HandoffParams> = [
  'context',
  'companyName',
  'country',
  'companyNumber',
  'orgUnitId',
  'segmentId',
  'searchCountryCode',
  'sourceId',
  'sourceSystem',
  'backTo',
];

/** Builds the hand-off URL; every value is URL-encoded and empty values are left out. */
export function buildOnboardingInviteUrl(productHostUrl: string, params: HandoffParams, currentHref = window.location.href): string {
  const url = new URL(ONBOARDING_INVITE_PATH, new URL(productHostUrl, currentHref));
  for (const key of ORDER) {
    const value = params[key];
    if (value !== undefined && value !== null && String(value).trim() !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}
