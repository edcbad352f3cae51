import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { createClient } from './createClient';
import { HttpFailure, toApiError } from './ApiError';
import { isNotAuthorised, NOT_AUTHORISED_TEXT } from '../auth/notAuthorised';
import { notPermittedError } from '../auth/notPermitted';

const BASE = 'http://api.test/search';

function makeClient(token: string | null = 'abc') {
  const onUnauthorized = vi.fn();
  const client = createClient({ baseURL: BASE, getToken: async () => token, onUnauthorized });
  return { client, onUnauthorized };
}

describe('createClient', () => {
  it('sends the bearer token on every call', async () => {
    let seen: string | null = null;
    server.use(
      http.get(`${BASE}/facets`, ({ request }) => {
        seen = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    const { client } = makeClient('token-123');
    const { data } = await client.get('/facets');
    expect(data).toEqual({ ok: true });
    expect(seen).toBe('Bearer token-123');
  });

  it('sends the browser to the root domain on 401 and fails', async () => {
    server.use(http.get(`${BASE}/facets`, () => new HttpResponse(null, { status: 401 })));
    const { client, onUnauthorized } = makeClient();
    await expect(client.get('/facets')).rejects.toThrow('Request has failed with status code: 401');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it.each([400, 403, 404, 409, 500, 503])('turns HTTP %i into "Request has failed with status code"', async (status) => {
    server.use(http.get(`${BASE}/facets`, () => HttpResponse.json({ message: 'nope' }, { status })));
    const { client, onUnauthorized } = makeClient();
    const error = await client.get('/facets').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpFailure);
    expect(toApiError(error)).toEqual({ kind: 'requestFailed', message: `Request has failed with status code: ${status}`, status, detail: 'nope' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('fails with "No parsed body" when a success carries no data', async () => {
    server.use(http.get(`${BASE}/facets`, () => new HttpResponse(null, { status: 200 })));
    const { client } = makeClient();
    await expect(client.get('/facets')).rejects.toThrow('No parsed body');
  });

  it('accepts an empty body when the call says none is expected', async () => {
    server.use(http.put(`${BASE}/language`, () => new HttpResponse(null, { status: 204 })));
    const { client } = makeClient();
    const response = await client.put('/language', 'fr', { allowEmptyBody: true });
    expect(response.status).toBe(204);
  });

  it('treats an isSuccess:false payload as a failure carrying its message', async () => {
    server.use(
      http.get(`${BASE}/units`, () => HttpResponse.json({ isSuccess: false, message: 'User has no organisation units' })),
    );
    const { client } = makeClient();
    const error = await client.get('/units').catch((e: unknown) => e);
    expect(toApiError(error)).toEqual({ kind: 'server', message: 'User has no organisation units', status: 200 });
  });

  it('passes an isSuccess:true payload through untouched', async () => {
    server.use(http.get(`${BASE}/units`, () => HttpResponse.json({ isSuccess: true, organisations: [1] })));
    const { client } = makeClient();
    const { data } = await client.get('/units');
    expect(data).toEqual({ isSuccess: true, organisations: [1] });
  });

  it('keeps server validation issues on a failed status', async () => {
    const validationIssues = [{ propertyName: 'contactEmail', propertyFailures: ['Invalid email'] }];
    server.use(http.post(`${BASE}/supplier`, () => HttpResponse.json({ validationIssues }, { status: 400 })));
    const { client } = makeClient();
    const error = await client.post('/supplier', {}).catch((e: unknown) => e);
    expect(toApiError(error).validationIssues).toEqual(validationIssues);
  });

  it("asks for the buyer's language now on every call (Accept-Language)", async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/facets`, ({ request }) => {
        seen.push(request.headers.get('Accept-Language'));
        return HttpResponse.json({});
      }),
    );
    let language = 'fr';
    const client = createClient({ baseURL: BASE, getToken: async () => 't', onUnauthorized: vi.fn(), getLanguage: () => language });
    await client.get('/facets');
    language = 'nl';
    await client.get('/facets');
    expect(seen).toEqual(['fr', 'nl']);
  });

  it('omits the Authorization header when there is no token', async () => {
    let seen: string | null = 'unset';
    server.use(
      http.get(`${BASE}/facets`, ({ request }) => {
        seen = request.headers.get('Authorization');
        return HttpResponse.json({});
      }),
    );
    const { client } = makeClient(null);
    await client.get('/facets');
    expect(seen).toBeNull();
  });

  describe("the platform's permission refusal (403 \"You don't have permission\")", () => {
    const refusal = { isSuccess: false, message: "You don't have permission" };

    it.each(['get', 'post', 'put', 'delete'] as const)('a %s refused with it fails as notPermitted, status kept', async (method) => {
      server.use(http[method](`${BASE}/entitynotes`, () => HttpResponse.json(refusal, { status: 403 })));
      const { client, onUnauthorized } = makeClient();
      const error = await client[method]('/entitynotes').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpFailure);
      expect(toApiError(error)).toEqual({ kind: 'notPermitted', message: "You don't have permission", status: 403 });
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it("is the same failure as a saga's own refusal, but for the status", async () => {
      server.use(http.post(`${BASE}/entitynotes`, () => HttpResponse.json(refusal, { status: 403 })));
      const { client } = makeClient();
      const { status, ...rest } = toApiError(await client.post('/entitynotes', {}).catch((e: unknown) => e));
      expect(rest).toEqual(notPermittedError());
      expect(status).toBe(403);
    });

    it('a download (arraybuffer) refused with it is notPermitted too', async () => {
      server.use(http.get(`${BASE}/file`, () => HttpResponse.json(refusal, { status: 403 })));
      const { client } = makeClient();
      const error = await client.get('/file', { responseType: 'arraybuffer' }).catch((e: unknown) => e);
      expect(toApiError(error).kind).toBe('notPermitted');
    });

    it('another 403 stays a failed status with its detail, and the not-authorised text is still seen', async () => {
      server.use(http.get(`${BASE}/facets`, () => HttpResponse.json({ isSuccess: false, message: NOT_AUTHORISED_TEXT }, { status: 403 })));
      const { client } = makeClient();
      const error = toApiError(await client.get('/facets').catch((e: unknown) => e));
      expect(error).toEqual({ kind: 'requestFailed', message: 'Request has failed with status code: 403', status: 403, detail: NOT_AUTHORISED_TEXT });
      expect(isNotAuthorised(error)).toBe(true);
    });

    it('the permission words on another status (401, 400) or as a 200 isSuccess:false are not a permission refusal', async () => {
      const { client, onUnauthorized } = makeClient();
      server.use(http.get(`${BASE}/a`, () => HttpResponse.json(refusal, { status: 401 })));
      expect(toApiError(await client.get('/a').catch((e: unknown) => e)).kind).toBe('requestFailed');
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      server.use(http.get(`${BASE}/b`, () => HttpResponse.json(refusal, { status: 400 })));
      expect(toApiError(await client.get('/b').catch((e: unknown) => e)).kind).toBe('requestFailed');
      server.use(http.get(`${BASE}/c`, () => HttpResponse.json(refusal)));
      expect(toApiError(await client.get('/c').catch((e: unknown) => e))).toEqual({ kind: 'server', message: "You don't have permission", status: 200 });
    });
  });
});
