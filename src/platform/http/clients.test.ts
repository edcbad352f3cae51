import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./createClient');
  vi.resetModules();
});

describe('configureClients', () => {
  it('starts loading the HTTP client at once, before the first call asks for it', async () => {
    const clientModuleLoaded = vi.fn();
    vi.resetModules();
    vi.doMock('./createClient', async (importOriginal) => {
      clientModuleLoaded();
      return importOriginal();
    });
    const { configureClients } = await import('./clients');
    expect(clientModuleLoaded).not.toHaveBeenCalled();

    configureClients({ urls: {} as never, getToken: async () => null, onUnauthorized: () => undefined });

    await vi.waitFor(() => expect(clientModuleLoaded).toHaveBeenCalledTimes(1));
  });
});
