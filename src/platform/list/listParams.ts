/**
 * A table's navigation state as it lives in the URL (ARCHITECTURE: "URL holds navigation state"):
 * page, page size, sort and list filters. Pure functions, shared by the `useListParams` hook and by
 * sagas that navigate, so every table reads, writes and resets its URL by the same rules:
 * defaults stay out of the URL, malformed values fall back to the defaults, a page size is one the
 * list offers, a change of sort, size or filter goes back to page 1, and a page past the end is
 * clamped to the last page.
 */
export type SortOrder = 'asc' | 'desc' | 'random';

export interface ListParams<S extends string = string, F extends string = string> {
  page: number;
  pageSize: number;
  sortName: S;
  sortOrder: SortOrder;
  /** Only the filter keys the list declares; an absent key is an unset filter. */
  filter: Partial<Record<F, string>>;
}

export interface ListParamsSpec<S extends string = string, F extends string = string> {
  defaults: { page: number; pageSize: number; sortName: S; sortOrder: SortOrder };
  sortNames: readonly S[];
  sortOrders?: readonly SortOrder[];
  filterKeys?: readonly F[];
  /**
   * The page sizes the list offers (its "rows per page" options). A size from the URL is clamped
   * to them, so a link cannot ask the backend for 999,999,999 rows.
   */
  pageSizes?: readonly number[];
}

export type ListChange<S extends string = string, F extends string = string> = Partial<
  Pick<ListParams<S, F>, 'page' | 'pageSize' | 'sortName' | 'sortOrder' | 'filter'>
>;

/** The URL parameter names; the results page's links (spec 01 §9) already use these. */
export const LIST_PARAM = { page: 'page', pageSize: 'pageSize', sortName: 'sortName', sortOrder: 'sortOrder' } as const;
const ALL_ORDERS: readonly SortOrder[] = ['asc', 'desc', 'random'];

const positiveInt = (value: string | null, fallback: number) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The largest offered size not above the one asked for (the smallest when it is below them all). */
export function clampPageSize(pageSize: number, pageSizes: readonly number[] | undefined): number {
  if (!pageSizes?.length || pageSizes.includes(pageSize)) return pageSize;
  const sorted = [...pageSizes].sort((a, b) => a - b);
  return sorted.filter((size) => size <= pageSize).at(-1) ?? sorted[0];
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

export function readListParams<S extends string, F extends string>(
  search: URLSearchParams,
  spec: ListParamsSpec<S, F>,
): ListParams<S, F> {
  const { defaults } = spec;
  const filter: Partial<Record<F, string>> = {};
  for (const key of spec.filterKeys ?? []) {
    const value = search.get(key);
    if (value) filter[key] = value;
  }
  return {
    page: positiveInt(search.get(LIST_PARAM.page), defaults.page),
    pageSize: clampPageSize(positiveInt(search.get(LIST_PARAM.pageSize), defaults.pageSize), spec.pageSizes),
    sortName: oneOf(spec.sortNames, search.get(LIST_PARAM.sortName), defaults.sortName),
    sortOrder: oneOf(spec.sortOrders ?? ALL_ORDERS, search.get(LIST_PARAM.sortOrder), defaults.sortOrder),
    filter,
  };
}

/**
 * Writes the list's params onto `base` (other parameters, such as sid, are kept and stay first);
 * values equal to the defaults are left out to keep links short.
 */
export function writeListParams<S extends string, F extends string>(
  params: ListParams<S, F>,
  spec: ListParamsSpec<S, F>,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  const { defaults } = spec;
  const set = (key: string, value: string | number, fallback: string | number) =>
    value === fallback ? next.delete(key) : next.set(key, String(value));
  set(LIST_PARAM.page, params.page, defaults.page);
  set(LIST_PARAM.pageSize, params.pageSize, defaults.pageSize);
  set(LIST_PARAM.sortName, params.sortName, defaults.sortName);
  set(LIST_PARAM.sortOrder, params.sortOrder, defaults.sortOrder);
  for (const key of spec.filterKeys ?? []) {
    const value = params.filter[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

const sameFilter = (a: Record<string, string | undefined>, b: Record<string, string | undefined>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] || '') === (b[key] || ''));
};

/** Applies a change; another sort, page size or filter shows its first page. */
export function changeListParams<S extends string, F extends string>(
  current: ListParams<S, F>,
  change: ListChange<S, F>,
  spec?: Pick<ListParamsSpec<S, F>, 'pageSizes'>,
): ListParams<S, F> {
  const next = { ...current, ...change, filter: change.filter ?? current.filter };
  if (spec?.pageSizes) next.pageSize = clampPageSize(next.pageSize, spec.pageSizes);
  const reordered =
    next.sortName !== current.sortName || next.sortOrder !== current.sortOrder || next.pageSize !== current.pageSize;
  const refiltered = !sameFilter(next.filter, current.filter);
  if ((reordered || refiltered) && change.page === undefined) next.page = 1;
  return next;
}

/** The last page that has rows (1 for an empty list). */
export const lastPage = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The page to show once the total is known: never past the last page. */
export const clampPage = (page: number, total: number, pageSize: number) => Math.min(page, lastPage(total, pageSize));
