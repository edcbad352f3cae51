import { afterEach, describe, expect, it, vi } from 'vitest';
import { countModuleLoads } from '@/test/moduleLoads';

let restore = () => undefined as void;
afterEach(() => restore());

describe('configureClients', () => {
  it('starts loading the HTTP client at once, before the first call asks for it', async () => {
    const clientModule = countModuleLoads('@/platform/http/createClient');
    restore = clientModule.restore;
    const { configureClients } = await import('./clients');
    expect(clientModule.loads).not.toHaveBeenCalled();

    configureClients({ urls: {} as never, getToken: async () => null, onUnauthorized: () => undefined });

    await vi.waitFor(() => expect(clientModule.loads).toHaveBeenCalledTimes(1));
  });
});
