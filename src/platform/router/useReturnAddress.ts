import { useMemo } from 'react';
import { resolveReturnAddress, type ReturnAddress } from '@/lib/safeReturnUrl';
import { BASENAME } from './paths';
import { useSearch } from './useSearch';

/** The query parameters that carry a return address (spec 02 §2 src and returnUrl, spec 01/03 backTo). */
export type ReturnParam = 'src' | 'returnUrl' | 'backTo';

/**
 * The return address in this page's query, through the one guard (lib/safeReturnUrl): `{inApp}`
 * (a path for the router), `{page}` (another page on this host), or null when it is missing or
 * refused, so the caller uses its default (history back, the default route).
 */
export function useReturnAddress(param: ReturnParam): ReturnAddress | null {
  const search = useSearch();
  return useMemo(() => resolveReturnAddress(new URLSearchParams(search).get(param), BASENAME), [search, param]);
}
