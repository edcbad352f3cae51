import { afterEach, describe, expect, it, vi } from 'vitest';
import rawConfig from '../../../public/config.json';
import { loadConfig } from './parseConfig';

afterEach(() => vi.restoreAllMocks());

describe('loadConfig with the fetch index.html already started', () => {
  it('reads that response and does not fetch config.json again', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const started = Promise.resolve(new Response(JSON.stringify(rawConfig), { status: 200 }));
    const result = await loadConfig('/findsuppliers/config.json', started);
    expect(result.ok).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('names config.json when that early fetch failed', async () => {
    const result = await loadConfig('/findsuppliers/config.json', Promise.reject(new TypeError('offline')));
    expect(result).toEqual({ ok: false, key: 'config.json', reason: 'could not be fetched' });
  });
});
