import { afterEach, describe, expect, it, vi } from 'vitest';
import rawConfig from '../../../public/config.json';
import { CONFIG_TIMEOUT_MS, loadConfig } from './loadConfig';

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
    expect(result).toEqual({ ok: false, key: 'config.json', reason: 'could not be fetched', retryable: true });
  });
});

describe('loadConfig against a host that never answers', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up after CONFIG_TIMEOUT_MS with a reason worth a Retry, and aborts its request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    });
    const result = loadConfig('/findsuppliers/config.json');
    await vi.advanceTimersByTimeAsync(CONFIG_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: false, key: 'config.json', reason: 'did not answer within 15 seconds', retryable: true });
    expect(signal?.aborted).toBe(true);
  });

  it('also gives up on the early fetch that never answers, or a body that never ends', async () => {
    vi.useFakeTimers();
    const early = loadConfig('/findsuppliers/config.json', new Promise<Response>(() => undefined));
    const endless = new Response(new ReadableStream({ start: () => undefined }), { status: 200 });
    const body = loadConfig('/findsuppliers/config.json', Promise.resolve(endless));
    await vi.advanceTimersByTimeAsync(CONFIG_TIMEOUT_MS);
    await expect(early).resolves.toMatchObject({ ok: false, retryable: true });
    await expect(body).resolves.toMatchObject({ ok: false, retryable: true });
  });
});
