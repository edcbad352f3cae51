/**
 * The search index the engine (engine.ts) answers from: inverted indexes of work categories, goals,
 * offices and areas, office coordinates and the sort orders, built in resumable steps so the mock
 * platform's worker can answer calls between them (mocks/platform/warmUp.ts).
 */
import type { SortName } from '@/services/search/types';
import { getGeography } from '../data/geo';
import type { SupplierRecord } from '../data/model';
import { finishSteps } from '../data/steps';
import { getTaxonomy } from '../data/taxonomy';

const GOAL_STATUS_CODES: Record<string, number> = { Verified: 1, 'Not Verified': 2, 'In Progress': 3, Expired: 4 };

export interface SearchIndex {
  suppliers: SupplierRecord[];
  n: number;
  indexOfEntity: Map<number, number>;
  category: Map<number, { idx: Int32Array; amount: Float64Array }>;
  companySize: Int8Array;
  goal: Map<string, Int32Array>;
  officeIn: Map<string, Int32Array>;
  /** Suppliers one of whose areas is the key or lies inside it. */
  areaWithin: Map<string, Int32Array>;
  /** Suppliers one of whose areas is exactly the key. */
  areaExact: Map<string, Int32Array>;
  officeLat: Float64Array;
  officeLon: Float64Array;
  officeOwner: Int32Array;
  order: Record<SortName, Int32Array>;
}

function toIndex<K>(lists: Map<K, number[]>): Map<K, Int32Array> {
  const out = new Map<K, Int32Array>();
  for (const [k, v] of lists) out.set(k, Int32Array.from(v));
  return out;
}

function push<K>(map: Map<K, number[]>, key: K, i: number) {
  const list = map.get(key);
  if (!list) map.set(key, [i]);
  else if (list[list.length - 1] !== i) list.push(i);
}

/** Suppliers indexed between two pauses of `indexSteps`. */
export const SUPPLIERS_PER_INDEX_STEP = 250;

export function buildIndex(suppliers: SupplierRecord[]): SearchIndex {
  return finishSteps(indexSteps(suppliers));
}

/**
 * The index's build in resumable steps (a pause every `perStep` suppliers and before the sorted
 * orders), so the mock platform's worker can answer calls in between; run to its end it returns
 * what `buildIndex` returns.
 */
/** The index's lists while they are filled, supplier by supplier. */
interface IndexLists {
  indexOfEntity: Map<number, number>;
  companySize: Int8Array;
  catIdx: Map<number, number[]>;
  catAmt: Map<number, number[]>;
  goal: Map<string, number[]>;
  officeIn: Map<string, number[]>;
  areaWithin: Map<string, number[]>;
  areaExact: Map<string, number[]>;
  lat: number[];
  lon: number[];
  owner: number[];
}

/**
 * Indexes suppliers `from` to `to` (excluded). A plain function, not the generator's own loop, so the
 * engine optimises it as it would in one go.
 */
function indexRange(suppliers: SupplierRecord[], from: number, to: number, lists: IndexLists): void {
  const { filterIdsOf } = getTaxonomy();
  const geography = getGeography();
  const { indexOfEntity, companySize, catIdx, catAmt, goal, officeIn, areaWithin, areaExact, lat, lon, owner } = lists;
  const seen = new Set<string>();
  const within = new Set<string>();
  for (let i = from; i < to; i++) {
    const s = suppliers[i];
    indexOfEntity.set(s.dto.entityID, i);
    companySize[i] = s.companySizeId ?? 0;
    for (const c of s.categories) {
      for (const id of filterIdsOf.get(c.id) ?? [c.id]) {
        let idx = catIdx.get(id);
        if (!idx) {
          catIdx.set(id, (idx = []));
          catAmt.set(id, []);
        }
        idx.push(i);
        catAmt.get(id)!.push(c.amount);
      }
    }
    for (const g of s.dto.goals) push(goal, `${g.reference}|${GOAL_STATUS_CODES[g.status]}`, i);
    seen.clear();
    for (const o of s.officeGeo) {
      lat.push(o.lat);
      lon.push(o.lon);
      owner.push(i);
      for (const k of o.keys) {
        if (seen.has(k)) continue;
        seen.add(k);
        push(officeIn, k, i);
      }
    }
    within.clear();
    for (const k of s.areaKeys) {
      push(areaExact, k, i);
      for (const a of geography.byKey.get(k)?.keys ?? [k]) within.add(a);
    }
    for (const k of within) push(areaWithin, k, i);
  }
}

/**
 * The index's build in resumable steps (a pause every `perStep` suppliers and before the sorted
 * orders), so the mock platform's worker can answer calls in between; run to its end it returns
 * what `buildIndex` returns.
 */
export function* indexSteps(suppliers: SupplierRecord[], perStep = SUPPLIERS_PER_INDEX_STEP): Generator<void, SearchIndex, void> {
  const n = suppliers.length;
  const lists: IndexLists = {
    indexOfEntity: new Map(),
    companySize: new Int8Array(n),
    catIdx: new Map(),
    catAmt: new Map(),
    goal: new Map(),
    officeIn: new Map(),
    areaWithin: new Map(),
    areaExact: new Map(),
    lat: [],
    lon: [],
    owner: [],
  };
  for (let from = 0; from < n; from += perStep) {
    if (from > 0) yield;
    indexRange(suppliers, from, Math.min(n, from + perStep), lists);
  }
  const { indexOfEntity, companySize, catIdx, catAmt, goal, officeIn, areaWithin, areaExact, lat, lon, owner } = lists;
  yield;

  const category = new Map<number, { idx: Int32Array; amount: Float64Array }>();
  for (const [id, idx] of catIdx) category.set(id, { idx: Int32Array.from(idx), amount: Float64Array.from(catAmt.get(id)!) });

  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  const byName = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => collator.compare(suppliers[a].dto.name, suppliers[b].dto.name) || a - b,
  );
  const nameRank = new Int32Array(n);
  byName.forEach((i, r) => (nameRank[i] = r));
  yield;
  const sizeKey = (i: number) => (companySize[i] || 99);
  const bySize = byName.slice().sort((a, b) => sizeKey(a) - sizeKey(b) || nameRank[a] - nameRank[b]);
  const byCountry = byName
    .slice()
    .sort((a, b) => suppliers[a].dto.countryCode.localeCompare(suppliers[b].dto.countryCode) || nameRank[a] - nameRank[b]);

  return {
    suppliers,
    n,
    indexOfEntity,
    category,
    companySize,
    goal: toIndex(goal),
    officeIn: toIndex(officeIn),
    areaWithin: toIndex(areaWithin),
    areaExact: toIndex(areaExact),
    officeLat: Float64Array.from(lat),
    officeLon: Float64Array.from(lon),
    officeOwner: Int32Array.from(owner),
    order: { name: Int32Array.from(byName), companySize: Int32Array.from(bySize), countryCode: Int32Array.from(byCountry) },
  };
}
