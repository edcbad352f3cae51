import { packText, unpackText } from '@/lib/packedText';
import { SEARCH_FILTER_IDS, type FilterEntry, type SearchFilterId } from '@/services/search/types';

/**
 * A results link carries its session's filters as one extra parameter, `f`, so that the link works
 * where the session is unknown (another browser on the mock platform, an expired session): the
 * session is created again from them. Format, version 1: `1.` + packed text (raw DEFLATE, base64url;
 * lib/packedText) of a JSON list of one tuple per entry, `[id, query]` or `[id, query, rest]`, where
 * rest holds the entry's other known fields and `isQuery` is left out when true. A link is anyone's
 * to edit, so decoding checks every part's form and refuses the whole parameter otherwise; the
 * search service then validates the filters again.
 */
export const FILTERS_PARAM = 'f';
const VERSION = '1';

/** The entry fields besides id and query that a link keeps (the wire shape, spec 01 §3). */
const REST_KEYS = new Set([
  'isQuery', 'complexQuery', 'options', 'nesting', 'filterCopy', 'group', 'isLocked',
  'GroupingId', 'StageDisplayName', 'StatusName', 'udfItemId', 'bitValue', 'items',
]);
const FILTER_IDS: ReadonlySet<string> = new Set(SEARCH_FILTER_IDS);

// Bounds for what a link may hold: far above any real search, far below anything harmful.
const MAX_PARAM_LENGTH = 8000;
const MAX_JSON_LENGTH = 64_000;
const MAX_ENTRIES = 60;
const MAX_DEPTH = 4;
const MAX_ITEMS = 100;
const MAX_TEXT = 500;

type Tuple = [SearchFilterId, unknown] | [SearchFilterId, unknown, Record<string, unknown>];

/**
 * Chip text is not the link's to carry (session/linkLabels.ts rebuilds it from reference data):
 * only a distance filter's place name travels, as the search hint the geo service must confirm.
 */
function linkCopy(entry: FilterEntry): Record<string, unknown> | undefined {
  const postcode = entry.id === 'office.distance' ? entry.filterCopy?.postcode : undefined;
  return postcode ? { postcode } : undefined;
}

function toTuple(entry: FilterEntry): Tuple {
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries({ ...entry, filterCopy: linkCopy(entry), options: undefined, group: undefined })) {
    if (!REST_KEYS.has(key) || value === undefined || (key === 'isQuery' && value === true)) continue;
    rest[key] = value;
  }
  const query = entry.query ?? null;
  return Object.keys(rest).length ? [entry.id, query, rest] : [entry.id, query];
}

// A session's filters are one array in the store: packed once, however many links are built from them.
const packed = new WeakMap<FilterEntry[], Promise<string | null>>();
const ready = new WeakMap<FilterEntry[], string | null>();

/**
 * The `f` value for a session's ordered filters; null where the browser cannot pack text (no
 * CompressionStream): the link then works as before, in the browser that holds the session.
 */
export function encodeSessionFilters(orderedFilters: FilterEntry[]): Promise<string | null> {
  let value = packed.get(orderedFilters);
  if (!value) {
    value = packText(JSON.stringify(orderedFilters.map(toTuple))).then(
      (text) => `${VERSION}.${text}`,
      () => null,
    );
    void value.then((f) => ready.set(orderedFilters, f));
    packed.set(orderedFilters, value);
  }
  return value;
}

/**
 * The `f` value already packed for these filters, or null: for code that must not wait, such as a
 * sort that changes the URL right after asking for its rows (the results page adds a missing f).
 */
export function packedSessionFilters(orderedFilters: FilterEntry[]): string | null {
  return ready.get(orderedFilters) ?? null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** JSON data of bounded size and depth, without keys that could reach a prototype. */
function isPlainData(value: unknown, depth = 0): boolean {
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return value.length <= MAX_TEXT;
  if (depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.length <= MAX_ITEMS && value.every((v) => isPlainData(v, depth + 1));
  if (!isPlainObject(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= MAX_ITEMS &&
    entries.every(([key, v]) => key !== '__proto__' && key !== 'constructor' && key !== 'prototype' && isPlainData(v, depth + 1))
  );
}

function toEntry(tuple: unknown): FilterEntry | null {
  if (!Array.isArray(tuple) || tuple.length < 2 || tuple.length > 3) return null;
  const [id, query, rest = {}] = tuple as [unknown, unknown, unknown];
  if (typeof id !== 'string' || !FILTER_IDS.has(id)) return null;
  if (query !== null && !(isPlainObject(query) && isPlainData(query))) return null;
  if (!isPlainObject(rest) || !isPlainData(rest) || !Object.keys(rest).every((key) => REST_KEYS.has(key))) return null;
  if ('isQuery' in rest && typeof rest.isQuery !== 'boolean') return null;
  if (query === null && !isPlainObject(rest.complexQuery)) return null;
  return { id, isQuery: true, ...(query === null ? {} : { query }), ...rest } as FilterEntry;
}

/** The ordered filters an `f` value carries, or null when it is missing, of another version or malformed. */
export async function decodeSessionFilters(param: string | null | undefined): Promise<FilterEntry[] | null> {
  if (!param || param.length > MAX_PARAM_LENGTH || !param.startsWith(`${VERSION}.`)) return null;
  const json = await unpackText(param.slice(VERSION.length + 1), MAX_JSON_LENGTH);
  if (json === null) return null;
  let tuples: unknown;
  try {
    tuples = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(tuples) || tuples.length === 0 || tuples.length > MAX_ENTRIES) return null;
  const entries = tuples.map(toEntry);
  return entries.every((e): e is FilterEntry => e !== null) ? entries : null;
}
