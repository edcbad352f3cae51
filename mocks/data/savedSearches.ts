/**
 * Saved searches (issue 40) on the mock platform: the stored record, the "new since last run"
 * baseline, and the full buyer's three deterministic saved searches.
 *
 * The rule for "new": when a saved search is saved or run, the search service keeps the set of
 * suppliers it matched then (its baseline: one bit per supplier of the generated network, packed and
 * base64-encoded, about 600 characters for 5,000 suppliers). Its new count is the number of
 * suppliers it matches now that are not in that set. Running it again (all results or only the new
 * ones) takes a fresh baseline; a session opened with "only the new ones" keeps the previous
 * baseline, so its pages, sorts and reloads show the same suppliers.
 */
import type { FilterEntry, RandomScore, Sorting } from '@/services/search/types';
import { matchMask, orderedMatches, validatePaging, type BuyerView, type ResultsQuery, type SearchPage } from '../search/engine';
import { compileFilters } from '../search/filters';
import type { SearchIndex } from '../search/searchIndex';
import { getTaxonomy } from './taxonomy';

export interface SavedSearchRecord {
  id: number;
  name: string;
  orderedFilters: FilterEntry[];
  sorting: Sorting;
  pageSize: number;
  randomScore: RandomScore | null;
  createdOn: string;
  lastRunOn: string;
  /** The suppliers it matched when last run (see above). */
  baseline: string;
}

// ---- the baseline: a packed bit set over the search index's supplier positions ------------------

export function packMask(mask: Uint8Array | null, n: number): string {
  const bytes = new Uint8Array(Math.ceil(n / 8));
  for (let i = 0; i < n; i++) if (!mask || mask[i]) bytes[i >> 3] |= 1 << (i & 7);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The baseline's bits; an unreadable one (hand-edited storage) counts as "matched nothing". */
export function unpackMask(packed: string, n: number): Uint8Array {
  const bits = new Uint8Array(n);
  let binary = '';
  try {
    binary = atob(packed);
  } catch {
    return bits;
  }
  for (let i = 0; i < n; i++) bits[i] = (binary.charCodeAt(i >> 3) >> (i & 7)) & 1;
  return bits;
}

/** Positions matched now (mask null = everyone) and not in the baseline, in index order. */
export function newSince(current: Uint8Array | null, baseline: Uint8Array, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) if ((!current || current[i]) && !baseline[i]) out.push(i);
  return out;
}

/** The filters' matches now, as a mask (null = everyone). */
export const currentMask = (index: SearchIndex, buyer: BuyerView, orderedFilters: unknown) =>
  matchMask(index, buyer, compileFilters(orderedFilters));

/** How many suppliers the filters match now that the baseline does not hold. */
export function newCountOf(index: SearchIndex, buyer: BuyerView, orderedFilters: unknown, baseline: string): number {
  return newSince(currentMask(index, buyer, orderedFilters), unpackMask(baseline, index.n), index.n).length;
}

/**
 * GET /search/{sid} of a session opened with "only the new ones": the search's matches that its
 * baseline does not hold, sorted and paged as any search.
 */
export function searchNewSince(index: SearchIndex, buyer: BuyerView, orderedFilters: unknown, query: ResultsQuery, baseline: string): SearchPage {
  const fresh = newSince(currentMask(index, buyer, orderedFilters), unpackMask(baseline, index.n), index.n);
  const mask = new Uint8Array(index.n);
  for (const i of fresh) mask[i] = 1;
  validatePaging(query.page, query.pageSize, fresh.length);
  const ordered = orderedMatches(index, mask, query.sortName, query.sortOrder, query.seed);
  const start = (query.page - 1) * query.pageSize;
  const slice = ordered.subarray(Math.min(start, ordered.length), Math.min(start + query.pageSize, ordered.length));
  return { totalCount: fresh.length, results: Array.from(slice, (i) => index.suppliers[i].dto), first: slice.length ? start + 1 : 0 };
}

// ---- the full buyer's saved searches -----------------------------------------------------------

const leafId = (name: string): number => {
  const leaf = getTaxonomy().leaves.find((l) => l.level1Id === 3 && l.name === name);
  if (!leaf) throw new Error(`Saved search seed: no work category named ${name}`);
  return leaf.id;
};

const workCategory = (name: string): FilterEntry => ({
  id: 'productServicesIDs',
  isQuery: true,
  query: { Id: leafId(name), MinValue: null, MaxValue: null },
  filterCopy: { title: name, Name: name, nameLevel3: name, MinValue: 'unset', MaxValue: 'unset' },
});

/** How many suppliers the first seed counts as new: its baseline leaves out that many of its matches. */
export const SEEDED_NEW_COUNT = 12;

export interface SavedSearchSeed {
  name: string;
  orderedFilters: FilterEntry[];
  sorting: Sorting;
  pageSize: number;
  createdOn: string;
  lastRunOn: string;
  /** Matches left out of the baseline (the highest index positions): shown as new. */
  newCount: number;
}

/** The full buyer's saved searches before they change any (issue 40 item 4): one has new matches. */
export function savedSearchSeeds(): SavedSearchSeed[] {
  return [
    {
      name: 'Excavation contractors',
      orderedFilters: [workCategory('Excavation')],
      sorting: { name: 'name', order: 'asc' },
      pageSize: 50,
      createdOn: '2026-10-05T09:12:00.000Z',
      lastRunOn: '2026-11-16T08:30:00.000Z',
      newCount: SEEDED_NEW_COUNT,
    },
    {
      name: 'Gold level concrete frames',
      orderedFilters: [
        workCategory('In-situ concrete frames'),
        {
          id: 'goals', isQuery: true, query: { GoalReference: 'CL-GOLD', GoalStatusCode: 1 },
          filterCopy: { title: 'Gold' }, group: 'Membership level',
        },
      ],
      sorting: { name: 'companySize', order: 'desc' },
      pageSize: 10,
      createdOn: '2026-09-14T14:02:00.000Z',
      lastRunOn: '2026-11-23T15:45:00.000Z',
      newCount: 0,
    },
    {
      name: 'Drainage in my supply chain',
      orderedFilters: [
        { id: 'searchType', isQuery: true, query: { SearchType: 2, OrgUnitAccountId: 2001 } },
        workCategory('Drainage'),
      ],
      sorting: { name: 'name', order: 'asc' },
      pageSize: 25,
      createdOn: '2026-08-02T10:00:00.000Z',
      lastRunOn: '2026-11-02T11:20:00.000Z',
      newCount: 0,
    },
  ];
}
