import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./lateFeatures');
  vi.resetModules();
});

describe('makeStore', () => {
  it('brings the late features (export, segments, invite) in only when they are first asked for', async () => {
    const lateFeaturesLoaded = vi.fn();
    vi.resetModules();
    vi.doMock('./lateFeatures', async (importOriginal) => {
      lateFeaturesLoaded();
      return importOriginal();
    });
    const { makeStore } = await import('./store');
    const store = makeStore();
    // Give a dynamic import every chance to have started.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lateFeaturesLoaded).not.toHaveBeenCalled();
    expect(store.lateFeaturesLoaded).toBe(false);
    expect(store.getState()).not.toHaveProperty('segments');

    await store.lateFeaturesReady;
    await store.lateFeaturesReady;

    expect(lateFeaturesLoaded).toHaveBeenCalledTimes(1);
    expect(store.lateFeaturesLoaded).toBe(true);
    expect(store.getState()).toHaveProperty('segments');
    expect(store.getState()).toHaveProperty('exportResults');
    store.stopSagas();
  });
});
