import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { createClient } from './createClient';
import { toApiError } from './ApiError';

const BASE = 'http://api.test/certificates';

function recordRequests() {
  const sent: { url: string; authorization: string | null }[] = [];
  server.events.on('request:start', ({ request }) => void sent.push({ url: request.url, authorization: request.headers.get('Authorization') }));
  server.use(
    http.get('https://example.org/*', () => HttpResponse.json({ leaked: true })),
    http.get('http://example.org/*', () => HttpResponse.json({ leaked: true })),
    http.get(`${BASE}/*`, () => HttpResponse.json({ ok: true })),
  );
  return sent;
}

const client = () => createClient({ baseURL: BASE, getToken: async () => 'secret', onUnauthorized: vi.fn() });

afterEach(() => server.events.removeAllListeners());

describe('every client keeps the bearer token on its own host (issue 34)', () => {
  it.each(['https://example.org/x', 'http://example.org/x', '//example.org/x', '\\\\example.org/x', 'HTTPS://example.org/x'])(
    '%s is refused before anything is sent',
    async (url) => {
      const sent = recordRequests();
      const error = toApiError(await client().get(url).catch((e: unknown) => e));
      expect(error).toEqual({ kind: 'failed', message: 'Request has failed' });
      expect(sent).toEqual([]);
    },
  );

  it('even when a caller asks axios to allow absolute URLs', async () => {
    const sent = recordRequests();
    const error = await client().get('https://example.org/x', { allowAbsoluteUrls: true }).catch((e: unknown) => e);
    expect(toApiError(error).kind).toBe('failed');
    expect(sent).toEqual([]);
  });

  it('a path is sent below the base, with the token', async () => {
    const sent = recordRequests();
    expect((await client().get('/files/1/G1.pdf')).data).toEqual({ ok: true });
    expect(sent).toEqual([{ url: `${BASE}/files/1/G1.pdf`, authorization: 'Bearer secret' }]);
  });
});
