import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from '@/platform/router';
import {
  changeListParams, clampPage, readListParams, writeListParams, type ListChange, type ListParams, type ListParamsSpec,
} from './listParams';

export interface UseListParams<S extends string, F extends string> {
  params: ListParams<S, F>;
  /** Navigates to the changed list (a new history entry, so Back returns to the previous page). */
  change: (change: ListChange<S, F>) => void;
}

/**
 * The one list-params hook: a table's page, size, sort and filters read from and written to the
 * URL. Pass `total` once the list's size is known: a page past the end (a stale link, a filter
 * that removed rows) is replaced by the last page.
 */
export function useListParams<S extends string, F extends string>(
  spec: ListParamsSpec<S, F>,
  options: { total?: number } = {},
): UseListParams<S, F> {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // The spec is a constant of the list; `key` stands for the URL it is read from.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const params = useMemo(() => readListParams(search, spec), [key]);

  const change = useCallback(
    (next: ListChange<S, F>) => setSearch((current) => writeListParams(changeListParams(readListParams(current, spec), next, spec), spec, current)),
    [setSearch, spec],
  );

  usePageClamp(spec, params, options.total);
  return { params, change };
}

/**
 * Once the list's total is known, a page past the end (a stale link, a filter or a removal that
 * took rows away) is replaced by the last page: the URL is replaced, not pushed, and its other
 * parameters are kept.
 */
export function usePageClamp<S extends string, F extends string>(spec: ListParamsSpec<S, F>, params: ListParams<S, F>, total: number | undefined) {
  const [, setSearch] = useSearchParams();
  useEffect(() => {
    if (total === undefined) return;
    const page = clampPage(params.page, total, params.pageSize);
    if (page !== params.page) setSearch((current) => writeListParams({ ...params, page }, spec, current), { replace: true });
  }, [total, params, spec, setSearch]);
}
