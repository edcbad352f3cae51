import { afterEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { createClient } from './createClient';
import { toApiError } from './ApiError';
import { eitherSignal, withDeadline } from './requestTimeout';

const original = AbortSignal.any;
/** As in Safari < 17.4, Chrome < 116, Firefox < 124. */
function withoutAbortSignalAny() {
  // @ts-expect-error the older browsers' AbortSignal
  delete AbortSignal.any;
  expect('any' in AbortSignal).toBe(false);
}
afterEach(() => {
  AbortSignal.any = original;
  vi.useRealTimers();
});

describe('combining signals without AbortSignal.any (issue 34: older browsers)', () => {
  it('a call with a caller signal goes out and answers', async () => {
    withoutAbortSignalAny();
    server.use(http.get('http://api.test/search/facets', () => HttpResponse.json({ ok: true })));
    const client = createClient({ baseURL: 'http://api.test/search', getToken: async () => 't', onUnauthorized: vi.fn() });
    const { data } = await client.get('/facets', { signal: new AbortController().signal });
    expect(data).toEqual({ ok: true });
  });

  it("aborts with the caller's reason when the caller aborts, and stops listening", () => {
    withoutAbortSignalAny();
    const caller = new AbortController();
    const other = new AbortController();
    const joined = eitherSignal(caller.signal, other.signal);
    expect(joined.aborted).toBe(false);
    caller.abort(new Error('cancelled'));
    expect(joined.aborted).toBe(true);
    expect((joined.reason as Error).message).toBe('cancelled');
    other.abort(new Error('later'));
    expect((joined.reason as Error).message).toBe('cancelled');
  });

  it('is aborted at once when a signal already is', () => {
    withoutAbortSignalAny();
    const done = new AbortController();
    done.abort('already');
    expect(eitherSignal(new AbortController().signal, done.signal).reason).toBe('already');
  });

  it('still times a call out as a timeout, not as a cancellation', async () => {
    withoutAbortSignalAny();
    server.use(http.get('http://api.test/search/slow', async () => {
      await delay(2_000);
      return HttpResponse.json({ late: true });
    }));
    const client = createClient({ baseURL: 'http://api.test/search', getToken: async () => 't', onUnauthorized: vi.fn(), requestTimeoutMs: 50 });
    const error = toApiError(await client.get('/slow', { signal: new AbortController().signal }).catch((e: unknown) => e));
    expect(error).toEqual({ kind: 'timeout', message: 'Request timed out' });
  });

  it('the deadline alone needs no combining', () => {
    withoutAbortSignalAny();
    expect(withDeadline(undefined, 1_000).aborted).toBe(false);
  });
});
