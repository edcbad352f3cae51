import { describe, expect, it, vi } from 'vitest';
import { isFramed, unregisterForeignServiceWorkers } from './environment';

const registration = (scriptURL: string) => ({ active: { scriptURL }, unregister: vi.fn(async () => true) });

describe('isFramed', () => {
  it('is false for a top-level window', () => {
    const win = {} as Window;
    Object.assign(win, { self: win, top: win });
    expect(isFramed(win)).toBe(false);
  });

  it('is true inside a frame', () => {
    const win = { top: {} } as Window;
    Object.assign(win, { self: win });
    expect(isFramed(win)).toBe(true);
  });

  it('treats an unreadable top (cross-origin parent) as framed', () => {
    const win = {} as Window;
    Object.defineProperty(win, 'self', { get: () => win });
    Object.defineProperty(win, 'top', {
      get: () => {
        throw new DOMException('Blocked', 'SecurityError');
      },
    });
    expect(isFramed(win)).toBe(true);
  });
});

describe('unregisterForeignServiceWorkers', () => {
  it("unregisters every worker except the mock platform's own", async () => {
    const legacy = registration('http://localhost/findsuppliers/sw.js');
    const mock = registration('http://localhost/findsuppliers/mockServiceWorker.js');
    const nav = { serviceWorker: { getRegistrations: async () => [legacy, mock] } } as unknown as Navigator;
    expect(await unregisterForeignServiceWorkers(nav)).toBe(1);
    expect(legacy.unregister).toHaveBeenCalledTimes(1);
    expect(mock.unregister).not.toHaveBeenCalled();
  });

  it('leaves a registration whose worker script is not known yet', async () => {
    const fetching = { active: null, installing: null, waiting: null, unregister: vi.fn(async () => true) };
    const nav = { serviceWorker: { getRegistrations: async () => [fetching] } } as unknown as Navigator;
    expect(await unregisterForeignServiceWorkers(nav)).toBe(0);
    expect(fetching.unregister).not.toHaveBeenCalled();
  });

  it('does nothing without service worker support', async () => {
    expect(await unregisterForeignServiceWorkers({} as Navigator)).toBe(0);
  });
});
