import { describe, expect, it } from 'vitest';
import type { FilterEntry } from '@/services/search/types';
import { EARTH_RADIUS, getGeography, haversine, locationKey } from '../data/geo';
import type { Segment } from '../data/model';
import { countSuppliers, searchSuppliers, type ResultsQuery } from './engine';
import { SearchForbiddenError, SearchInputError } from './errors';
import { network, udf } from './testNetwork';

const q = (filters: FilterEntry[]) => filters;
const cat = (Id: number, MinValue: number | null = null, MaxValue: number | null = null): FilterEntry => ({
  id: 'productServicesIDs',
  isQuery: true,
  query: { Id, MinValue, MaxValue },
});
const byName: ResultsQuery = { page: 1, pageSize: 100, sortName: 'name', sortOrder: 'asc' };
const ids = (net: ReturnType<typeof network>, filters: FilterEntry[], query: ResultsQuery = byName) =>
  searchSuppliers(net.index, net.buyer, filters, query).results.map((r) => r.entityID);

describe('work categories', () => {
  const net = network([
    { id: 1, categories: [[10000, 5_000]] },
    { id: 2, categories: [[10000, 10_000]] },
    { id: 3, categories: [[10000, 20_000], [10001, 1_000]] },
    { id: 4, categories: [[10001, 50_000]] },
    { id: 5, categories: [] },
  ]);

  it('matches a category by id, with no bounds', () => {
    expect(ids(net, [cat(10000)])).toEqual([1, 2, 3]);
  });

  it('treats MinValue and MaxValue as inclusive bounds on that category’s notation', () => {
    expect(ids(net, [cat(10000, 10_000, 20_000)])).toEqual([2, 3]);
    expect(ids(net, [cat(10000, 10_001, null)])).toEqual([3]);
    expect(ids(net, [cat(10000, null, 9_999)])).toEqual([1]);
    // Supplier 3 holds 10001 at 1,000 only: a bound on 10001 ignores its 10000 amount.
    expect(ids(net, [cat(10001, 10_000, null)])).toEqual([4]);
  });

  it('ORs categories within the filter', () => {
    expect(ids(net, [cat(10000, null, 5_000), cat(10001, 40_000)])).toEqual([1, 4]);
  });

  it('finds a supplier by the French or Dutch twin of its category and by its level 2 and level 1', () => {
    expect(ids(net, [cat(30000)])).toEqual([1, 2, 3]); // French "Excavation"
    expect(ids(net, [cat(50001)])).toEqual([3, 4]); // Dutch "Bouwrijp maken"
    expect(ids(net, [cat(200)])).toEqual([1, 2, 3, 4]); // Groundworks
    expect(ids(net, [cat(3)])).toEqual([1, 2, 3, 4]);
  });

  it('returns everyone for empty filters', () => {
    expect(countSuppliers(net.index, net.buyer, [])).toBe(5);
  });

  it('refuses MinValue above MaxValue, out-of-range notation and a missing Id, naming the field', () => {
    expect(() => countSuppliers(net.index, net.buyer, [cat(10000, 5, 4)])).toThrow(/orderedFilters\[0\]\.query\.MaxValue/);
    expect(() => countSuppliers(net.index, net.buyer, [cat(10000, -1)])).toThrow(/MinValue/);
    expect(() => countSuppliers(net.index, net.buyer, [cat(10000, null, 10_000_000_000)])).toThrow(/MaxValue/);
    try {
      countSuppliers(net.index, net.buyer, [{ id: 'productServicesIDs', isQuery: true, query: { Id: 'x' } } as unknown as FilterEntry]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SearchInputError);
      expect((error as SearchInputError).field).toBe('orderedFilters[0].query.Id');
    }
  });

  it('refuses unknown filter ids and non-array filters', () => {
    expect(() => countSuppliers(net.index, net.buyer, [{ id: 'colour', isQuery: true, query: {} }])).toThrow(/orderedFilters\[0\]\.id/);
    expect(() => countSuppliers(net.index, net.buyer, { not: 'a list' })).toThrow(/orderedFilters must be an array/);
  });

  it('ignores entries with isQuery false (basket-only)', () => {
    expect(ids(net, [{ ...cat(10001), isQuery: false }])).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('office distance', () => {
  const centre = { lat: 53.8, lon: -1.55 };
  // Offices due north of the centre at known distances.
  const north = (miles: number) => ({ lat: centre.lat + (miles / EARTH_RADIUS.miles) * (180 / Math.PI), lon: centre.lon });
  const net = network([
    { id: 1, points: [north(5)] },
    { id: 2, points: [north(10)] },
    { id: 3, points: [north(10.01)] },
    { id: 4, towns: ['Leeds', 'London'], points: [north(200), { lat: 51.5, lon: -0.12 }] },
  ]);
  const dist = (distance: number, unit?: 'miles' | 'km'): FilterEntry => ({
    id: 'office.distance',
    isQuery: true,
    query: { latitude: centre.lat, longitude: centre.lon, distance, unit },
  });

  it('includes offices exactly at the distance and excludes those just beyond (miles by default)', () => {
    expect(haversine(centre.lat, centre.lon, north(10).lat, north(10).lon, EARTH_RADIUS.miles)).toBeCloseTo(10, 6);
    expect(ids(net, [dist(10)])).toEqual([1, 2]);
    expect(ids(net, [dist(4.99)])).toEqual([]);
  });

  it('reads the distance in km when the unit says so', () => {
    expect(ids(net, [dist(16.1, 'km')])).toEqual([1, 2]); // 10 miles ≈ 16.09 km; 10.01 miles ≈ 16.11 km
    expect(ids(net, [dist(8, 'km')])).toEqual([]);
  });

  it('matches when any office is within reach', () => {
    const london: FilterEntry = { id: 'office.distance', isQuery: true, query: { latitude: 51.5072, longitude: -0.1276, distance: 1 } };
    expect(ids(net, [london])).toEqual([4]);
  });

  it('needs a distance above 0', () => {
    expect(() => countSuppliers(net.index, net.buyer, [dist(0)])).toThrow(/distance must be above 0/);
  });

  it('finds suppliers around a real outcode within a few miles of its town', () => {
    const ls1 = getGeography().byKey.get(locationKey('GB', 'outcode', 'LS1'))!;
    const leeds = getGeography().byKey.get(locationKey('GB', 'place', 'Leeds'))!;
    expect(haversine(ls1.geoLocation.lat, ls1.geoLocation.lon, leeds.geoLocation.lat, leeds.geoLocation.lon, EARTH_RADIUS.miles)).toBeLessThan(3);
  });
});

describe('office located and area of operation', () => {
  const key = (type: 'nuts1' | 'nuts3' | 'country' | 'place', value: string) => locationKey('GB', type, value);
  const net = network([
    { id: 1, towns: ['Leeds'], areas: [key('nuts3', 'West Yorkshire')] },
    { id: 2, towns: ['Sheffield'], areas: [key('nuts1', 'Yorkshire and The Humber')] },
    { id: 3, towns: ['Manchester', 'Bradford'], areas: [key('country', 'United Kingdom')] },
    { id: 4, towns: ['London'], areas: [key('nuts3', 'Greater London')] },
    { id: 5, country: 'FR', towns: ['Lyon'], areas: [locationKey('FR', 'nuts1', 'Auvergne-Rhône-Alpes')] },
  ]);
  const loc = (id: 'office' | 'office.area' | 'areasOfOperation', Value: string, DataType: string, Country = 'GB'): FilterEntry =>
    ({ id, isQuery: true, query: { Value, DataType, Country } }) as FilterEntry;

  it('finds offices in a county, its region and its country', () => {
    expect(ids(net, [loc('office.area', 'West Yorkshire', 'nuts3')])).toEqual([1, 3]);
    expect(ids(net, [loc('office.area', 'Yorkshire and The Humber', 'nuts1')])).toEqual([1, 2, 3]);
    expect(ids(net, [loc('office', 'United Kingdom', 'country')])).toEqual([1, 2, 3, 4]);
    expect(ids(net, [loc('office.area', 'Rhône', 'nuts3', 'FR')])).toEqual([5]);
  });

  it('ORs locations within the filter', () => {
    expect(ids(net, [loc('office.area', 'Greater London', 'nuts3'), loc('office.area', 'South Yorkshire', 'nuts3')])).toEqual([2, 4]);
  });

  it('matches an area of operation that is, contains or lies inside the chosen region', () => {
    // West Yorkshire: supplier 1 operates there, 2 across Yorkshire, 3 across the UK.
    expect(ids(net, [loc('areasOfOperation', 'West Yorkshire', 'nuts3')])).toEqual([1, 2, 3]);
    // Yorkshire and The Humber: 1 operates inside it.
    expect(ids(net, [loc('areasOfOperation', 'Yorkshire and The Humber', 'nuts1')])).toEqual([1, 2, 3]);
    expect(ids(net, [loc('areasOfOperation', 'Greater London', 'nuts3')])).toEqual([3, 4]);
    expect(ids(net, [loc('areasOfOperation', 'France', 'country', 'FR')])).toEqual([5]);
  });

  it('refuses an unknown location type', () => {
    expect(() => countSuppliers(net.index, net.buyer, [loc('office.area', 'Leeds', 'city')])).toThrow(/DataType/);
  });
});

describe('company size, goals and SSIP', () => {
  const net = network([
    { id: 1, sizeId: 1, goals: [['CL-GOLD', 'Verified'], ['SSIP-CHAS', 'Verified']] },
    { id: 2, sizeId: 2, goals: [['CL-GOLD', 'In Progress']] },
    { id: 3, sizeId: 3, goals: [['CL-SILVER', 'Verified']] },
    { id: 4, sizeId: null, goals: [['SSIP-SMAS', 'Verified']] },
  ]);
  const size = (Id: number): FilterEntry => ({ id: 'enterpriseCategoryTypeID', isQuery: true, query: { Id } });
  const goal = (GoalReference: string, id: 'goals' | 'ssipgoals' = 'goals'): FilterEntry => ({
    id,
    isQuery: true,
    query: { GoalReference, GoalStatusCode: 1 },
  });

  it('filters by company size, ORing sizes', () => {
    expect(ids(net, [size(1)])).toEqual([1]);
    expect(ids(net, [size(1), size(3)])).toEqual([1, 3]);
  });

  it('matches goals held verified only (GoalStatusCode 1)', () => {
    expect(ids(net, [goal('CL-GOLD')])).toEqual([1]);
    expect(ids(net, [goal('CL-GOLD'), goal('CL-SILVER')])).toEqual([1, 3]);
  });

  it('filters SSIP schemes on their own id and ANDs them with levels', () => {
    expect(ids(net, [goal('SSIP-CHAS', 'ssipgoals'), goal('SSIP-SMAS', 'ssipgoals')])).toEqual([1, 4]);
    expect(ids(net, [goal('CL-GOLD'), goal('SSIP-SMAS', 'ssipgoals')])).toEqual([]);
    expect(ids(net, [goal('CL-GOLD'), goal('SSIP-CHAS', 'ssipgoals'), size(1)])).toEqual([1]);
  });
});

describe('supply chain: search type, grouping and stage', () => {
  const segments: Segment[] = [
    { id: 4001, name: 'North', supplyChainId: 3001, orgUnitAccountId: 2001, listGroupingTypeId: 1, compliancePolicyId: 1, goalName: null, isVisibleToSuppliers: true, currentStageId: 7001, stages: [{ id: 7001, name: 'Invited' }, { id: 7002, name: 'Approved supplier' }] },
    { id: 4002, name: 'North project', supplyChainId: 3001, orgUnitAccountId: 2001, listGroupingTypeId: 2, compliancePolicyId: 1, goalName: null, isVisibleToSuppliers: true, currentStageId: 7003, stages: [{ id: 7003, name: 'Tender' }] },
    { id: 4003, name: 'South', supplyChainId: 3002, orgUnitAccountId: 2002, listGroupingTypeId: 1, compliancePolicyId: 1, goalName: null, isVisibleToSuppliers: true, currentStageId: 7004, stages: [{ id: 7004, name: 'Invited' }] },
    { id: 4004, name: 'Other org', supplyChainId: 3009, orgUnitAccountId: 2009, listGroupingTypeId: 1, compliancePolicyId: 1, goalName: null, isVisibleToSuppliers: true, currentStageId: 7009, stages: [{ id: 7009, name: 'Invited' }] },
  ];
  const net = network([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }], {
    unitIds: [2001, 2002],
    segments,
    members: [
      { segmentId: 4001, entityId: 1, stageId: 7001, status: 'Approved' },
      { segmentId: 4001, entityId: 2, stageId: 7002, status: 'Approved' },
      { segmentId: 4001, entityId: 3, stageId: 7002, status: 'Not Approved' },
      { segmentId: 4002, entityId: 4, stageId: 7003, status: 'Approved' },
      { segmentId: 4003, entityId: 5, stageId: 7004, status: 'Approved' },
    ],
  });
  const inMySupplyChain = (OrgUnitAccountId: number): FilterEntry => ({ id: 'searchType', isQuery: true, query: { SearchType: 2, OrgUnitAccountId } });

  it('limits "suppliers in my supply chain" to members of the unit’s supply chain', () => {
    expect(ids(net, [inMySupplyChain(2001)])).toEqual([1, 2, 3, 4]);
    expect(ids(net, [inMySupplyChain(2002)])).toEqual([5]);
    expect(ids(net, [{ id: 'searchType', isQuery: true, query: { SearchType: 1 } }])).toEqual([1, 2, 3, 4, 5]);
  });

  it('needs the unit for an in-my-supply-chain search and refuses a unit the buyer cannot see', () => {
    expect(() => countSuppliers(net.index, net.buyer, [{ id: 'searchType', isQuery: true, query: { SearchType: 2 } }])).toThrow(/OrgUnitAccountId/);
    expect(() => countSuppliers(net.index, net.buyer, [inMySupplyChain(2009)])).toThrow(SearchForbiddenError);
  });

  it('filters by segment membership, ORing segments', () => {
    const grouping = (GroupingId: number): FilterEntry => ({ id: 'supplychain.grouping', isQuery: true, query: { GroupingId } });
    expect(ids(net, [grouping(4002)])).toEqual([4]);
    expect(ids(net, [grouping(4002), grouping(4003)])).toEqual([4, 5]);
    expect(() => countSuppliers(net.index, net.buyer, [grouping(4004)])).toThrow(SearchForbiddenError);
    expect(() => countSuppliers(net.index, net.buyer, [grouping(4999)])).toThrow(/GroupingId/);
  });

  it('filters by stage, with or without a status', () => {
    const stage = (StageDisplayName: string, StatusName?: 'Approved' | 'Not Approved'): FilterEntry => ({
      id: 'supplychain.groupingstage',
      isQuery: true,
      query: { GroupingId: 4001, StageDisplayName, StatusName },
      GroupingId: 4001,
      StageDisplayName,
      StatusName,
    });
    expect(ids(net, [stage('Approved supplier')])).toEqual([2, 3]);
    expect(ids(net, [stage('Approved supplier', 'Approved')])).toEqual([2]);
    expect(ids(net, [stage('Approved supplier', 'Not Approved')])).toEqual([3]);
    expect(ids(net, [stage('Invited', 'Approved'), stage('Approved supplier', 'Not Approved')])).toEqual([1, 3]);
    expect(() => countSuppliers(net.index, net.buyer, [stage('Invited', 'Maybe' as 'Approved')])).toThrow(/StatusName/);
  });

  it('finds a stage by its name in any language the platform sends it in', () => {
    const stage = (StageDisplayName: string): FilterEntry => ({
      id: 'supplychain.groupingstage', isQuery: true, query: { GroupingId: 4001, StageDisplayName }, GroupingId: 4001, StageDisplayName,
    });
    for (const name of ['Fournisseur agréé', 'Proveedor aprobado', 'Goedgekeurde leverancier']) expect(ids(net, [stage(name)])).toEqual([2, 3]);
  });
});

describe('custom fields', () => {
  const net = network([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }], {
    udfValues: {
      1: [udf(101, { stringValue: 'Alex Morgan' }), udf(103, { boolValue: true }), udf(104, { dateValue: '2025-03-31' }), udf(105, { options: [9001, 9002] })],
      2: [udf(101, { stringValue: 'Sam Patel' }), udf(103, { boolValue: false }), udf(104, { dateValue: '2025-04-01' }), udf(105, { options: [9003] })],
      3: [udf(104, { dateValue: '2025-03-01T00:00:00Z' })],
    },
  });
  const entry = (query: Record<string, unknown>): FilterEntry => ({ id: 'udf', isQuery: true, query }) as unknown as FilterEntry;

  it('matches text containing the words, case-insensitively', () => {
    expect(ids(net, [entry({ udfItemId: 101, udfItemType: 'text-field', stringValue: 'MORG' })])).toEqual([1]);
    expect(() => countSuppliers(net.index, net.buyer, [entry({ udfItemId: 101, udfItemType: 'text-field', stringValue: 'x'.repeat(101) })])).toThrow(/stringValue/);
  });

  it('matches a checkbox bit', () => {
    expect(ids(net, [entry({ udfItemId: 103, udfItemType: 'checkbox', bitValue: true })])).toEqual([1]);
    expect(ids(net, [entry({ udfItemId: 103, udfItemType: 'checkbox', bitValue: false })])).toEqual([2]);
  });

  it('matches any of the chosen options, ORed within the field', () => {
    expect(ids(net, [entry({ udfItemId: 105, udfItemType: 'checkbox-group', udfItemValueId: 9002 })])).toEqual([1]);
    expect(ids(net, [entry({ udfItemId: 105, udfItemType: 'checkbox-group', udfItemValueId: 9002 }), entry({ udfItemId: 105, udfItemType: 'checkbox-group', udfItemValueId: 9003 })])).toEqual([1, 2]);
  });

  it('matches a date inside the range, the end day counting until 23:59:59', () => {
    const range = (dateFromValue: string | null, dateToValue: string | null) => entry({ udfItemId: 104, udfItemType: 'date', dateFromValue, dateToValue });
    expect(ids(net, [range('2025-03-01', '2025-03-31')])).toEqual([1, 3]);
    expect(ids(net, [range('2025-03-01T00:00:00Z', '2025-03-31T00:00:00Z')])).toEqual([1, 3]);
    expect(ids(net, [range('2025-04-01', null)])).toEqual([2]);
    expect(() => countSuppliers(net.index, net.buyer, [range('2025-04-02', '2025-04-01')])).toThrow(/dateToValue/);
  });

  it('ANDs different custom fields', () => {
    expect(
      ids(net, [
        entry({ udfItemId: 103, udfItemType: 'checkbox', bitValue: false }),
        entry({ udfItemId: 105, udfItemType: 'checkbox-group', udfItemValueId: 9001 }),
      ]),
    ).toEqual([]);
  });
});

describe('sorting and paging', () => {
  const names = ['Delta', 'alpha', 'Charlie', 'Bravo', 'Echo', 'Foxtrot', 'Golf'];
  const net = network(names.map((name, i) => ({ id: i + 1, name, sizeId: (i % 4) + 1 })));
  const namesOf = (query: Partial<ResultsQuery>) =>
    searchSuppliers(net.index, net.buyer, [], { ...byName, ...query }).results.map((r) => r.name);

  it('sorts by name ascending and descending, ignoring case', () => {
    expect(namesOf({})).toEqual(['alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf']);
    expect(namesOf({ sortOrder: 'desc' })).toEqual(['Golf', 'Foxtrot', 'Echo', 'Delta', 'Charlie', 'Bravo', 'alpha']);
  });

  it('sorts by company size then name', () => {
    expect(namesOf({ sortName: 'companySize' })).toEqual(['Delta', 'Echo', 'alpha', 'Foxtrot', 'Charlie', 'Golf', 'Bravo']);
  });

  it('returns the last partial page and an empty page beyond the end', () => {
    const page3 = searchSuppliers(net.index, net.buyer, [], { ...byName, page: 3, pageSize: 3 });
    expect(page3.results.map((r) => r.name)).toEqual(['Golf']);
    expect(page3.first).toBe(7);
    expect(page3.totalCount).toBe(7);
    const page4 = searchSuppliers(net.index, net.buyer, [], { ...byName, page: 4, pageSize: 3 });
    expect(page4.results).toEqual([]);
    expect(page4.first).toBe(0);
  });

  it('refuses page below 1 and page sizes out of range', () => {
    expect(() => searchSuppliers(net.index, net.buyer, [], { ...byName, page: 0 })).toThrow(/page must be/);
    expect(() => searchSuppliers(net.index, net.buyer, [], { ...byName, pageSize: 0 })).toThrow(/pageSize/);
    expect(() => searchSuppliers(net.index, net.buyer, [], { ...byName, pageSize: 100_001 })).toThrow(/pageSize/);
    expect(searchSuppliers(net.index, net.buyer, [], { ...byName, pageSize: 100_000 }).results).toHaveLength(7);
  });

  it('shuffles randomly but stably: same seed same order, different seeds different orders', () => {
    const big = network(Array.from({ length: 60 }, (_, i) => ({ id: i + 1 })));
    const order = (seed: number | string) =>
      searchSuppliers(big.index, big.buyer, [], { page: 1, pageSize: 60, sortName: 'name', sortOrder: 'random', seed }).results.map((r) => r.entityID);
    expect(order(42)).toEqual(order(42));
    expect(order('Randomise 7')).toEqual(order('Randomise 7'));
    expect(order(42)).not.toEqual(order(43));
    expect(order(42)).not.toEqual(order('Randomise 7'));
    expect([...order(42)].sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    // Paging walks the same shuffled order.
    const first = searchSuppliers(big.index, big.buyer, [], { page: 1, pageSize: 30, sortName: 'name', sortOrder: 'random', seed: 42 }).results;
    const second = searchSuppliers(big.index, big.buyer, [], { page: 2, pageSize: 30, sortName: 'name', sortOrder: 'random', seed: 42 }).results;
    expect([...first, ...second].map((r) => r.entityID)).toEqual(order(42));
  });
});

describe('combined filters', () => {
  const net = network([
    { id: 1, towns: ['Leeds'], sizeId: 2, categories: [[10000, 50_000]], goals: [['CL-GOLD', 'Verified']] },
    { id: 2, towns: ['Leeds'], sizeId: 2, categories: [[10000, 50_000]] },
    { id: 3, towns: ['London'], sizeId: 2, categories: [[10000, 50_000]], goals: [['CL-GOLD', 'Verified']] },
    { id: 4, towns: ['Leeds'], sizeId: 4, categories: [[10016, 50_000]], goals: [['CL-GOLD', 'Verified']] },
  ]);
  it('ANDs across filter ids and ORs within one', () => {
    const filters = q([
      cat(10000),
      cat(10016),
      { id: 'office.area', isQuery: true, query: { Value: 'West Yorkshire', DataType: 'nuts3', Country: 'GB' } },
      { id: 'goals', isQuery: true, query: { GoalReference: 'CL-GOLD', GoalStatusCode: 1 } },
    ]);
    expect(ids(net, filters)).toEqual([1, 4]);
    expect(ids(net, [...filters, { id: 'enterpriseCategoryTypeID', isQuery: true, query: { Id: 2 } }])).toEqual([1]);
    expect(countSuppliers(net.index, net.buyer, filters)).toBe(2);
  });

  it('accepts the query in complexQuery too', () => {
    expect(ids(net, [{ id: 'enterpriseCategoryTypeID', isQuery: true, complexQuery: { Id: 4 } }])).toEqual([4]);
  });
});
