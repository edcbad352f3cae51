import { describe, expect, it, vi } from 'vitest';
import { activeFaults, applyFaultsFromUrl, FAULTS_SESSION_KEY, faultSpecsFromUrl, parseFault } from './faults';

describe('faults from the URL', () => {
  it('parses method, path, status, delay and once', () => {
    expect(parseFault('POST:/search/counts:500')).toEqual({ method: 'POST', pathIncludes: '/search/counts', status: 500 });
    expect(parseFault('*:/facets:delay=3000:once')).toEqual({ method: undefined, pathIncludes: '/facets', delayMs: 3000, once: true });
    expect(parseFault('nonsense')).toBeNull();
  });

  it('registers faults from ?mockFault, remembers them for the tab and clears them with off', async () => {
    applyFaultsFromUrl('?mockFault=POST:/search/counts:403&mockFault=GET:/policy:500');
    expect(activeFaults()).toHaveLength(2);
    const response = await fetch('http://localhost/mock-api/search/search/counts', {
      method: 'POST',
      headers: { Authorization: 'Bearer mock-token:5001' },
      body: JSON.stringify({ orderedFilters: [] }),
    });
    expect(response.status).toBe(403);
    // A reload without the parameter keeps them (sessionStorage)…
    expect(applyFaultsFromUrl('')).toHaveLength(2);
    // …until mockFault=off.
    expect(applyFaultsFromUrl('?mockFault=off')).toHaveLength(0);
    expect(applyFaultsFromUrl('')).toHaveLength(0);
  });
});

describe('faults the tab kept, when that key holds garbage (issue 11)', () => {
  it.each([['{not json'], ['"POST:/facets:500"'], ['[1,2]'], ['{"faults":[]}'], ['null']])(
    'drops %s with a warning and starts with no fault',
    (garbage) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      window.sessionStorage.setItem(FAULTS_SESSION_KEY, garbage);
      expect(applyFaultsFromUrl('')).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(FAULTS_SESSION_KEY));
      expect(window.sessionStorage.getItem(FAULTS_SESSION_KEY)).toBeNull();
      warn.mockRestore();
    },
  );

  it('keeps a valid list and reads it without the URL', () => {
    window.sessionStorage.setItem(FAULTS_SESSION_KEY, JSON.stringify(['GET:/facets:500']));
    expect(faultSpecsFromUrl('')).toEqual(['GET:/facets:500']);
  });
});
