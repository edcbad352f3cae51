import { describe, expect, it, vi } from 'vitest';
import { countModuleLoads } from '@/test/moduleLoads';

describe('configureClients', () => {
  it('starts loading the HTTP client at once, before the first call asks for it', async () => {
    const clientModuleLoads = countModuleLoads('@/platform/http/createClient');
    const { configureClients } = await import('./clients');
    expect(clientModuleLoads).not.toHaveBeenCalled();

    configureClients({ urls: {} as never, getToken: async () => null, onUnauthorized: () => undefined });

    await vi.waitFor(() => expect(clientModuleLoads).toHaveBeenCalledTimes(1));
  });
});
