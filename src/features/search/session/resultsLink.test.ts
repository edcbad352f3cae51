import { describe, expect, it } from 'vitest';
import { packText } from '@/lib/packedText';
import type { FilterEntry } from '@/services/search/types';
import { decodeSessionFilters, encodeSessionFilters } from './resultsLink';

/** A typical search: all suppliers, a work category, 25 miles of a town, a company size, a stage. */
const TYPICAL: FilterEntry[] = [
  { id: 'searchType', isQuery: true, query: { SearchType: 1 } },
  {
    id: 'productServicesIDs', isQuery: true, query: { Id: 10099, MinValue: null, MaxValue: null },
    filterCopy: { title: 'Mast climbers', Name: 'Mast climbers', nameLevel1: 'Access', nameLevel2: 'Powered access', nameLevel3: 'Mast climbers', MinValue: 'unset', MaxValue: 'unset' },
  },
  {
    id: 'office.distance', isQuery: true, query: { latitude: 53.79648, longitude: -1.54785, distance: 25, unit: 'miles' },
    filterCopy: { title: 'Leeds', postcode: 'Leeds', locationDetail: 'Leeds, West Yorkshire' },
  },
  { id: 'enterpriseCategoryTypeID', isQuery: true, query: { Id: 2 }, filterCopy: { title: 'Small (10-49 employees)' } },
  {
    id: 'supplychain.groupingstage', isQuery: true, GroupingId: 4002, StageDisplayName: 'Tender', StatusName: 'Approved',
    query: { GroupingId: 4002, StageDisplayName: 'Tender', StatusName: 'Approved' },
    filterCopy: { title: 'M62 Junction 24 improvement · Tender · Approved' },
  },
];

/** What a link keeps of an entry: no chip text, except a distance filter's place as a search hint. */
function asLinked({ filterCopy, ...entry }: FilterEntry): FilterEntry {
  return (entry.id === 'office.distance' && filterCopy?.postcode ? { ...entry, filterCopy: { postcode: filterCopy.postcode } } : entry) as FilterEntry;
}

const packRaw = async (json: string) => `1.${await packText(json)}`;
const encodeRaw = (tuples: unknown) => packRaw(JSON.stringify(tuples));

describe('results link filters (f=)', () => {
  it('round-trips a session\'s ordered filters', async () => {
    expect(await decodeSessionFilters(await encodeSessionFilters(TYPICAL))).toEqual(TYPICAL.map(asLinked));
    const basketOnly: FilterEntry = { id: 'enterpriseCategoryTypeID', isQuery: false, complexQuery: { Id: 4 } };
    expect(await decodeSessionFilters(await encodeSessionFilters([basketOnly]))).toEqual([basketOnly]);
  });

  it('stays short enough to share: a typical five-filter search is under 600 characters', async () => {
    const f = (await encodeSessionFilters(TYPICAL))!;
    expect(f).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(f.length).toBeLessThan(600);
  });

  it('leaves out fields a link does not know', async () => {
    const entry = { ...TYPICAL[3], serverOnly: { huge: 'x' } } as unknown as FilterEntry;
    expect(await decodeSessionFilters(await encodeSessionFilters([entry]))).toEqual([asLinked(TYPICAL[3])]);
  });

  it('carries no chip text: labels are rebuilt from reference data where the link is opened', async () => {
    const decoded = await decodeSessionFilters(await encodeSessionFilters(TYPICAL));
    expect(JSON.stringify(decoded)).not.toMatch(/Mast climbers|Small \(10-49|M62 Junction|West Yorkshire/);
    expect(decoded?.find((e) => e.id === 'office.distance')?.filterCopy).toEqual({ postcode: 'Leeds' });
  });

  it.each<[string, () => Promise<string | null> | string | null]>([
    ['missing', () => null],
    ['another version', async () => `2.${(await encodeSessionFilters(TYPICAL))!.slice(2)}`],
    ['not packed text', () => '1.abc$def'],
    ['not JSON', () => packRaw('[{')],
    ['not a list', () => encodeRaw({ id: 'searchType' })],
    ['empty', () => encodeRaw([])],
    ['an unknown filter id', () => encodeRaw([['colour', { Id: 1 }]])],
    ['a query that is not an object', () => encodeRaw([['enterpriseCategoryTypeID', [1, 2]]])],
    ['no query at all', () => encodeRaw([['enterpriseCategoryTypeID', null]])],
    ['an unknown entry field', () => encodeRaw([['enterpriseCategoryTypeID', { Id: 2 }, { onClick: 'x' }]])],
    ['a prototype key', () => packRaw('[["enterpriseCategoryTypeID",{"__proto__":{"polluted":true}}]]')],
    ['a list that unpacks past 64 KB', () => encodeRaw(Array.from({ length: 50 }, () => ['enterpriseCategoryTypeID', { t: 'x'.repeat(400) }, { filterCopy: { title: 'y'.repeat(400), Name: 'z'.repeat(400), postcode: 'w'.repeat(400) } }]))],
    ['nesting too deep', () => encodeRaw([['enterpriseCategoryTypeID', { a: { b: { c: { d: { e: 1 } } } } }]])],
    ['text too long', () => encodeRaw([['enterpriseCategoryTypeID', { Id: 2 }, { filterCopy: { title: 'x'.repeat(501) } }]])],
    ['a non-boolean isQuery', () => encodeRaw([['enterpriseCategoryTypeID', { Id: 2 }, { isQuery: 'yes' }]])],
    ['too long a link', () => `1.${'A'.repeat(8000)}`],
  ])('refuses %s', async (_case, param) => {
    expect(await decodeSessionFilters(await param())).toBeNull();
  });
});
