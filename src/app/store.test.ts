import { describe, expect, it } from 'vitest';
import { countModuleLoads } from '@/test/moduleLoads';

describe('makeStore', () => {
  it('brings the late features (export, invite; segments keeps no state of its own) in only when they are first asked for', async () => {
    const lateFeatureLoads = countModuleLoads('@/app/lateFeatures');
    const { makeStore } = await import('./store');
    const store = makeStore();
    // Give a dynamic import every chance to have started.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lateFeatureLoads).not.toHaveBeenCalled();
    expect(store.lateFeaturesLoaded).toBe(false);
    expect(store.getState()).not.toHaveProperty('invite');
    expect(store.getState()).not.toHaveProperty('exportResults');

    await store.lateFeaturesReady;
    await store.lateFeaturesReady;

    expect(lateFeatureLoads).toHaveBeenCalledTimes(1);
    expect(store.lateFeaturesLoaded).toBe(true);
    expect(store.getState()).toHaveProperty('invite');
    expect(store.getState()).toHaveProperty('exportResults');
    store.stopSagas();
  });
});
