import { safeReturnUrl } from './safeReturnUrl';

/**
 * Hand-off to the onboarding invite-supplier page on the product host (spec 01 §2, spec 02 §2.15).
 * The page's path is not given by the spec; it is defined here, once.
 */
export const ONBOARDING_INVITE_PATH = '/onboarding/invite-supplier';

export type HandoffContext =
  | 'findSuppliers'
  | 'findSuppliersSearchResults'
  | 'findSuppliersSearchResultsSupplierRowUpgrade'
  /** The limited off-platform profile's invite action (spec 02 §2.15). */
  | 'findSuppliersSupplierProfile';

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

/** The hand-off's query: every value URL-encoded, in a fixed order, empty values left out. */
export function handoffQuery(params: HandoffParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ORDER) {
    const value = params[key];
    if (value !== undefined && value !== null && String(value).trim() !== '') query.set(key, String(value));
  }
  return query;
}

/** Builds the hand-off URL on the product host. */
export function buildOnboardingInviteUrl(productHostUrl: string, params: HandoffParams, currentHref = window.location.href): string {
  const url = new URL(ONBOARDING_INVITE_PATH, new URL(productHostUrl, currentHref));
  url.search = handoffQuery(params).toString();
  return url.toString();
}

/** What an invite page can take from a hand-off's query: only well-formed values, the rest left out. */
export interface ReceivedHandoff {
  companyName?: string;
  companyNumber?: string;
  /** ISO 3166 alpha-2, upper case. */
  country?: string;
  orgUnitId?: number;
  segmentId?: number;
  /** Only when it passes the return-URL guard (this host); a page that follows it asks the guard again. */
  backTo?: string;
}

const MAX_TEXT = 200;

function text(query: URLSearchParams, key: string): string | undefined {
  const value = query.get(key)?.trim();
  return value && value.length <= MAX_TEXT ? value : undefined;
}

function positiveId(query: URLSearchParams, key: string): number | undefined {
  const value = query.get(key)?.trim() ?? '';
  return /^[1-9]\d{0,14}$/.test(value) ? Number(value) : undefined;
}

/**
 * Reads a hand-off query (the app's own invite screen receives it on the mock platform). The query
 * comes from a URL anyone can write, so each value is checked for its form and dropped otherwise.
 */
export function readHandoff(query: URLSearchParams, currentHref: string = window.location.href): ReceivedHandoff {
  const countryOf = (key: string) => {
    const value = text(query, key);
    return value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined;
  };
  const received: ReceivedHandoff = {
    companyName: text(query, 'companyName'),
    companyNumber: text(query, 'companyNumber'),
    country: countryOf('country') ?? countryOf('searchCountryCode'),
    orgUnitId: positiveId(query, 'orgUnitId'),
    segmentId: positiveId(query, 'segmentId'),
    backTo: safeReturnUrl(query.get('backTo'), '', currentHref) || undefined,
  };
  return Object.fromEntries(Object.entries(received).filter(([, v]) => v !== undefined)) as ReceivedHandoff;
}
