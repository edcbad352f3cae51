import { useCallback, useRef } from 'react';
import { useDispatch } from 'react-redux';
import type { AsyncStatus } from '@/platform/async/asyncState';
import type { ApiError } from '@/platform/http/ApiError';
import { prefetchRequested, useResource, type ResourceDefinition } from '@/platform/resource';
import { changeListParams, clampPage, type ListChange, type ListParams, type ListParamsSpec } from './listParams';
import { useListParams, usePageClamp, type UseListParams } from './useListParams';

export interface PagedResourceOptions<S extends string, F extends string, Data> {
  /** The list's URL params: defaults, sort names and orders, filter keys, the page sizes it offers. */
  list: ListParamsSpec<S, F>;
  /** The list's whole size, as the resource's reply reports it. */
  total: (data: Data) => number;
  /** Keeps the last page on show (PagedTable dims it) while the next one loads, instead of a spinner. */
  keepPrevious?: boolean;
}

export interface PagedResource<S extends string, F extends string, Data> extends UseListParams<S, F> {
  status: AsyncStatus;
  /** The page on show: the one the URL asks for once loaded (with keepPrevious, the last one until then). */
  data: Data | null;
  error: ApiError | null;
  stale: boolean;
  retry: () => void;
  /** The total of the page on show; undefined until one has loaded. */
  total: number | undefined;
}

/**
 * A paged list (issue 35 item 4): a resource read with the page, size, sort and filters the URL
 * holds (`argsOf` turns them into the resource's arguments). Another sort, size or filter goes back
 * to page 1 (`change`); once the resource reports its total, a page past the end is replaced by the
 * last page (the URL replaced, its other params kept), and the empty reply for that page reads as
 * loading, never as "no rows". Two lists with the same arguments share one entry.
 *
 * `const notes = usePagedResource(notesPage, ({ page, pageSize }) => ({ supplierId, page, pageSize }), { list: NOTES_LIST, total: (d) => d.totalCount })`
 */
export function usePagedResource<Args, Data, S extends string, F extends string>(
  resource: ResourceDefinition<Args, Data>,
  argsOf: (params: ListParams<S, F>) => Args | null,
  { list: spec, total: totalOf, keepPrevious = false }: PagedResourceOptions<S, F, Data>,
): PagedResource<S, F, Data> {
  const { params, change: changeAddress } = useListParams(spec);
  const { status, data, error, stale, retry } = useResource(resource, argsOf(params));
  const dispatch = useDispatch();
  const argsOfLatest = useRef(argsOf);
  argsOfLatest.current = argsOf;
  // Another page, size, sort or filter asks for its rows with the buyer's click: the list reads the new
  // address only once the router's transition has rendered it, ~40–60 ms later. Its reader then finds
  // the rows on their way and joins them.
  const change = useCallback(
    (next: ListChange<S, F>) => {
      const nextArgs = argsOfLatest.current(changeListParams(params, next, spec));
      if (nextArgs !== null) dispatch(prefetchRequested(resource, nextArgs));
      changeAddress(next);
    },
    [params, spec, resource, dispatch, changeAddress],
  );
  const reported = data ? totalOf(data) : undefined;
  usePageClamp(spec, params, reported);
  const pastTheEnd = reported !== undefined && clampPage(params.page, reported, params.pageSize) !== params.page;

  const shown = useRef<Data | null>(null);
  if (data && !pastTheEnd) shown.current = data;
  const current = data && !pastTheEnd ? data : null;
  const onShow = current ?? (keepPrevious ? shown.current : null);

  return {
    status: pastTheEnd ? 'loading' : status,
    data: onShow,
    error,
    stale,
    retry,
    total: onShow ? totalOf(onShow) : undefined,
    params,
    change,
  };
}
