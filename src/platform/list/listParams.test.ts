import { describe, expect, it } from 'vitest';
import { changeListParams, clampPage, readListParams, writeListParams, type ListParamsSpec } from './listParams';

const spec: ListParamsSpec<'name' | 'date', 'status'> = {
  defaults: { page: 1, pageSize: 10, sortName: 'name', sortOrder: 'asc' },
  sortNames: ['name', 'date'],
  sortOrders: ['asc', 'desc'],
  filterKeys: ['status'],
};
const read = (query: string) => readListParams(new URLSearchParams(query), spec);

describe('list params in the URL', () => {
  it('reads page, size, sort and declared filters, ignoring other parameters', () => {
    expect(read('page=3&pageSize=25&sortName=date&sortOrder=desc&status=open&sid=abc')).toEqual({
      page: 3,
      pageSize: 25,
      sortName: 'date',
      sortOrder: 'desc',
      filter: { status: 'open' },
    });
  });

  it('falls back to the defaults for malformed or unknown values', () => {
    expect(read('page=-2&pageSize=ten&sortName=evil&sortOrder=random')).toEqual({
      page: 1,
      pageSize: 10,
      sortName: 'name',
      sortOrder: 'asc',
      filter: {},
    });
    expect(read('page=2.5').page).toBe(1);
  });

  it('clamps a page size to the sizes the list offers', () => {
    const sized = { ...spec, pageSizes: [10, 25, 50, 100] };
    const size = (query: string) => readListParams(new URLSearchParams(query), sized).pageSize;
    expect(size('pageSize=999999999')).toBe(100);
    expect(size('pageSize=30')).toBe(25);
    expect(size('pageSize=3')).toBe(10);
    expect(size('pageSize=50')).toBe(50);
    expect(changeListParams(readListParams(new URLSearchParams(''), sized), { pageSize: 5000 }, sized).pageSize).toBe(100);
  });

  it('writes only what differs from the defaults and keeps the other parameters first', () => {
    const written = writeListParams({ ...read(''), page: 2, filter: { status: 'closed' } }, spec, new URLSearchParams('sid=abc'));
    expect(written.toString()).toBe('sid=abc&page=2&status=closed');
    expect(writeListParams(read('page=4&status=x'), spec, new URLSearchParams('page=4&status=x')).toString()).toBe(
      'page=4&status=x',
    );
    expect(writeListParams(read(''), spec, new URLSearchParams('page=4&status=x')).toString()).toBe('');
  });

  it('goes back to page 1 when the sort, the page size or a filter changes', () => {
    const onPage3 = read('page=3');
    expect(changeListParams(onPage3, { sortName: 'date' }).page).toBe(1);
    expect(changeListParams(onPage3, { sortOrder: 'desc' }).page).toBe(1);
    expect(changeListParams(onPage3, { pageSize: 50 }).page).toBe(1);
    expect(changeListParams(onPage3, { filter: { status: 'open' } }).page).toBe(1);
  });

  it('keeps the page when only the page changes or nothing else did', () => {
    const onPage3 = read('page=3&status=open');
    expect(changeListParams(onPage3, { page: 4 }).page).toBe(4);
    expect(changeListParams(onPage3, { filter: { status: 'open' }, sortName: 'name' }).page).toBe(3);
  });

  it('clamps a page past the end to the last page, and an empty list to page 1', () => {
    expect(clampPage(9, 149, 50)).toBe(3);
    expect(clampPage(2, 149, 50)).toBe(2);
    expect(clampPage(5, 0, 50)).toBe(1);
  });
});
