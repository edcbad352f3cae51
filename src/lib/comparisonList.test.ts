import { afterEach, describe, expect, it } from 'vitest';
import { addToList, parseCompareIds, readComparisonList, writeComparisonList } from './comparisonList';

afterEach(() => window.sessionStorage.clear());

describe('comparison list (issue 41)', () => {
  it('reads ids from the URL: whole positive numbers, each once, in order, at most five', () => {
    expect(parseCompareIds('3, 1,x,3,-2,0,1.5,7,8,9,10,11')).toEqual([3, 1, 7, 8, 9]);
    expect(parseCompareIds(null)).toEqual([]);
  });

  it('adds a supplier at the end once, and refuses a sixth', () => {
    expect(addToList({ ids: [1, 2], sid: 's' }, 3)).toEqual({ list: { ids: [1, 2, 3], sid: 's' }, full: false });
    expect(addToList({ ids: [1, 2], sid: null }, 2).list.ids).toEqual([1, 2]);
    expect(addToList({ ids: [1, 2, 3, 4, 5], sid: null }, 6)).toEqual({ list: { ids: [1, 2, 3, 4, 5], sid: null }, full: true });
  });

  it('remembers the list in the tab, and reads a stored value of the wrong shape as empty', () => {
    writeComparisonList({ ids: [4, 5], sid: 'abc' });
    expect(readComparisonList()).toEqual({ ids: [4, 5], sid: 'abc' });
    window.sessionStorage.setItem('findsuppliers.comparison.v1', '{"ids":"1,2","sid":7}');
    expect(readComparisonList()).toEqual({ ids: [], sid: null });
    window.sessionStorage.setItem('findsuppliers.comparison.v1', 'not json');
    expect(readComparisonList()).toEqual({ ids: [], sid: null });
  });
});
