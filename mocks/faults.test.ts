import { describe, expect, it } from 'vitest';
import { activeFaults, applyFaultsFromUrl, parseFault } from './faults';

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
