import { describe, expect, it } from 'vitest';
import { countModuleLoads } from '@/test/moduleLoads';

describe('makeStore', () => {
  it('brings the late features (export, segments, invite) in only when they are first asked for', async () => {
    const lateFeatureLoads = countModuleLoads('@/app/lateFeatures');
    const { makeStore } = await import('./store');
    const store = makeStore();
    // Give a dynamic import every chance to have started.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lateFeatureLoads).not.toHaveBeenCalled();
    expect(store.lateFeaturesLoaded).toBe(false);
    expect(store.getState()).not.toHaveProperty('segments');

    await store.lateFeaturesReady;
    await store.lateFeaturesReady;

    expect(lateFeatureLoads).toHaveBeenCalledTimes(1);
    expect(store.lateFeaturesLoaded).toBe(true);
    expect(store.getState()).toHaveProperty('segments');
    expect(store.getState()).toHaveProperty('exportResults');
    store.stopSagas();
  });
});
