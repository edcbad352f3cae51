/**
 * POST search /quicksearch on the mock platform (spec 01 §7): part of a supplier's name, or part of one
 * of its numbers (company, registration, VAT), accent- and case-insensitive. Kept apart from the
 * filter engine: it matches text, not filters, and must answer in well under 20 ms at 50,000 suppliers,
 * so the folded text is built once per index and a query is one native indexOf pass over it (~2 ms).
 */
import type { BuyerView } from './engine';
import type { SearchIndex } from './searchIndex';
import { SearchForbiddenError, SearchInputError } from './errors';

/** Longest QueryText the service accepts; longer is a 400 naming the field. */
export const QUICK_SEARCH_MAX_CHARS = 200;

/** Accent- and case-insensitive text ("Société" finds "societe"). */
export const foldText = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Numbers are written with spaces, dots, dashes or slashes ("GB 123 4567 89", "B-12.345.678"): match without them. */
const compactNumber = (text: string) => foldText(text).replace(/[\s.\-/]/g, '');

// Separators no typed text holds, so a query never matches across two numbers or two suppliers.
const BETWEEN_NUMBERS = '\u0001';
const BETWEEN_SUPPLIERS = '\u0002';

/**
 * Every supplier's folded name in one string (and every supplier's numbers in another), with where each starts:
 * one native indexOf pass over the text finds the matches, instead of 50,000 `includes` calls.
 */
interface Haystack {
  text: string;
  starts: Int32Array;
}

interface FoldedIndex {
  source: SearchIndex;
  names: Haystack;
  numbers: Haystack;
  /** Position of each supplier in name order, to return hits sorted by name. */
  rank: Int32Array;
}

let folded: FoldedIndex | null = null;

function haystack(parts: string[]): Haystack {
  const starts = new Int32Array(parts.length);
  let offset = 0;
  parts.forEach((part, i) => {
    starts[i] = offset;
    offset += part.length + 1;
  });
  return { text: parts.join(BETWEEN_SUPPLIERS), starts };
}

function foldedOf(index: SearchIndex): FoldedIndex {
  if (folded?.source === index) return folded;
  const dtos = index.suppliers.map((s) => s.dto);
  const rank = new Int32Array(index.n);
  index.order.name.forEach((i, position) => {
    rank[i] = position;
  });
  folded = {
    source: index,
    names: haystack(dtos.map((dto) => foldText(dto.name))),
    numbers: haystack(
      dtos.map((dto) => [dto.companyHouseNumber, dto.registrationNumber, dto.vatNumber ?? ''].map(compactNumber).join(BETWEEN_NUMBERS)),
    ),
    rank,
  };
  return folded;
}

/** The supplier whose part of the haystack holds `position` (the last start at or before it). */
function ownerOf(starts: Int32Array, position: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= position) low = mid;
    else high = mid - 1;
  }
  return low;
}

function markMatches({ text, starts }: Haystack, needle: string, marked: Uint8Array, hits: number[]) {
  let from = 0;
  for (;;) {
    const at = text.indexOf(needle, from);
    if (at < 0) return;
    const owner = ownerOf(starts, at);
    if (!marked[owner]) {
      marked[owner] = 1;
      hits.push(owner);
    }
    // One hit per supplier is enough: go on from the next supplier's text.
    if (owner + 1 >= starts.length) return;
    from = starts[owner + 1];
  }
}

/** Builds the folded text now (the first query would otherwise pay for it); for the benchmark. */
export function prepareQuickSearch(index: SearchIndex): void {
  foldedOf(index);
}

/** Only suppliers in this organisation unit's supply chain (the supply-chain search box). */
export interface SupplyChainScope {
  buyer: BuyerView;
  orgUnitAccountId: number;
}

function supplyChainEntities(buyer: BuyerView, orgUnitAccountId: number): Set<number> {
  if (!buyer.unitIds.has(orgUnitAccountId)) {
    throw new SearchForbiddenError("Sorry you don't have permission to view the supplychain in this session");
  }
  const segmentIds = new Set(buyer.segments.filter((s) => s.orgUnitAccountId === orgUnitAccountId).map((s) => s.id));
  return new Set(buyer.members.filter((m) => segmentIds.has(m.segmentId)).map((m) => m.entityId));
}

/** Checks the query text the way the service does: text, at most 200 characters. */
export function validateQueryText(queryText: unknown): string {
  if (typeof queryText !== 'string') throw new SearchInputError('Invalid quick search: QueryText must be text', 'QueryText');
  if (queryText.length > QUICK_SEARCH_MAX_CHARS) {
    throw new SearchInputError(`Invalid quick search: QueryText must be at most ${QUICK_SEARCH_MAX_CHARS} characters`, 'QueryText');
  }
  return queryText;
}

/** Indexes of the matching suppliers, in name order. Empty text matches nothing. */
export function quickSearchMatches(index: SearchIndex, queryText: string, scope?: SupplyChainScope): number[] {
  const { names, numbers, rank } = foldedOf(index);
  const needle = foldText(queryText.trim());
  if (!needle) return [];
  const marked = new Uint8Array(index.n);
  let hits: number[] = [];
  markMatches(names, needle, marked, hits);
  const numberNeedle = compactNumber(needle);
  if (numberNeedle) markMatches(numbers, numberNeedle, marked, hits);
  if (scope) {
    const only = supplyChainEntities(scope.buyer, scope.orgUnitAccountId);
    hits = hits.filter((i) => only.has(index.suppliers[i].dto.entityID));
  }
  return hits.sort((a, b) => rank[a] - rank[b]);
}
