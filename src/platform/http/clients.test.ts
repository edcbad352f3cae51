import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { countModuleLoads } from '@/test/moduleLoads';
import { server } from '../../../mocks/node';

describe('configureClients', () => {
  it('starts loading the HTTP client at once, before the first call asks for it', async () => {
    const clientModuleLoads = countModuleLoads('@/platform/http/createClient');
    const { configureClients } = await import('./clients');
    expect(clientModuleLoads).not.toHaveBeenCalled();

    configureClients({ urls: {} as never, getToken: async () => null, onUnauthorized: () => undefined });

    await vi.waitFor(() => expect(clientModuleLoads).toHaveBeenCalledTimes(1));
  });
});

describe('clientFor', () => {
  it("once its client is made, a call is dispatched in its caller's task (no wait on the client's chunk)", async () => {
    server.use(http.get('http://api.test/notes/entitynotes/1', () => HttpResponse.json({ ok: true })));
    const { configureClients, clientFor } = await import('./clients');
    configureClients({ urls: { entityNotes: 'http://api.test/notes' } as never, getToken: async () => 't', peekToken: () => 't', onUnauthorized: () => undefined });
    const dispatched = vi.fn();
    const transformRequest = [(data: unknown) => (dispatched(), data)];

    await clientFor('entityNotes').get('/entitynotes/1');
    const second = clientFor('entityNotes').get('/entitynotes/1', { transformRequest });
    expect(dispatched).toHaveBeenCalledTimes(1);
    expect((await second).data).toEqual({ ok: true });
  });
});
