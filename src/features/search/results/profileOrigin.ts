import { useLocation } from '@/platform/router';

/**
 * The navigation state a supplier profile is opened with from search (spec 02 §2.2: "Navigation
 * state may carry originUrl and fromSearch"): the in-app page to return to on Close profile — the
 * results page with its sid, page and sort, or the landing — and that the buyer came from a search.
 */
export interface ProfileOriginState {
  originUrl: string;
  fromSearch: true;
}

export function profileOriginState(location: { pathname: string; search: string }): ProfileOriginState {
  return { originUrl: `${location.pathname}${location.search}`, fromSearch: true };
}

/** The page the buyer is on, as the originUrl a profile opened from it returns to. */
export function useProfileOrigin(): string {
  return profileOriginState(useLocation()).originUrl;
}
