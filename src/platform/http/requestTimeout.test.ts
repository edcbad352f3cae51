import { describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { createClient } from './createClient';
import { toApiError } from './ApiError';
import { DEFAULT_REQUEST_TIMEOUT_MS } from './requestTimeout';

const BASE = 'http://api.test/search';
const client = (requestTimeoutMs?: number) =>
  createClient({ baseURL: BASE, getToken: async () => 't', onUnauthorized: vi.fn(), requestTimeoutMs });

describe('request timeout (every client)', () => {
  it('stops a call that outlives the configured time and reports a serialisable timeout', async () => {
    server.use(http.get(`${BASE}/slow`, async () => {
      await delay(2_000);
      return HttpResponse.json({ late: true });
    }));
    const error = toApiError(await client(50).get('/slow').catch((e: unknown) => e));
    expect(error).toEqual({ kind: 'timeout', message: 'Request timed out' });
    expect(JSON.parse(JSON.stringify(error))).toEqual(error);
  });

  it('lets a call that answers in time through', async () => {
    server.use(http.get(`${BASE}/quick`, async () => {
      await delay(10);
      return HttpResponse.json({ ok: true });
    }));
    expect((await client(1_000).get('/quick')).data).toEqual({ ok: true });
  });

  it("still aborts with the caller's signal (a saga's cancellation), which is not a timeout", async () => {
    server.use(http.get(`${BASE}/slow`, async () => {
      await delay(2_000);
      return HttpResponse.json({ late: true });
    }));
    const controller = new AbortController();
    const pending = client(60_000).get('/slow', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(toApiError(await pending).kind).not.toBe('timeout');
  });

  it('defaults to 20 seconds', () => {
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(20_000);
  });
});
