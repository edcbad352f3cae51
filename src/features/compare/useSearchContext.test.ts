import { describe, expect, it } from 'vitest';
import type { FilterEntry } from '@/services/search/types';
import { searchContextOf } from './useSearchContext';

describe('what the comparison takes from its search', () => {
  it('the work categories asked for, each once, and the office location with its unit', () => {
    const filters: FilterEntry[] = [
      { id: 'productServicesIDs', isQuery: true, query: { Id: 7, MinValue: null, MaxValue: null }, filterCopy: { Name: 'Groundworks' } },
      { id: 'productServicesIDs', isQuery: true, query: { Id: 7, MinValue: 1, MaxValue: 2 }, filterCopy: { Name: 'Groundworks' } },
      { id: 'productServicesIDs', isQuery: true, complexQuery: { Id: 9, MinValue: null, MaxValue: null }, filterCopy: { title: 'Roofing' } },
      { id: 'office.distance', isQuery: true, query: { latitude: 53.8, longitude: -1.5, distance: 10, unit: 'km' }, filterCopy: { postcode: 'LS1 4DY' } },
    ];
    expect(searchContextOf(filters, 'miles')).toEqual({
      asked: [{ id: 7, name: 'Groundworks' }, { id: 9, name: 'Roofing' }],
      origin: { point: { lat: 53.8, lon: -1.5 }, unit: 'km', place: 'LS1 4DY' },
    });
  });

  it('no office location: no distance; an office area (a named place, no point) is not one', () => {
    const area: FilterEntry = { id: 'office', isQuery: true, query: { Value: 'Leeds', DataType: 'place', Country: 'GB' } };
    expect(searchContextOf([area], 'miles').origin).toBeNull();
    const point: FilterEntry = { id: 'office', isQuery: true, query: { latitude: 1, longitude: 2, distance: 5 }, filterCopy: { title: 'Leeds' } };
    expect(searchContextOf([point], 'miles').origin).toEqual({ point: { lat: 1, lon: 2 }, unit: 'miles', place: 'Leeds' });
  });
});
