import { afterEach, describe, expect, it } from 'vitest';
import { countModuleLoads } from '@/test/moduleLoads';

let restore = () => undefined as void;
afterEach(() => restore());

describe('makeStore', () => {
  it('brings the late features (export, segments, invite) in only when they are first asked for', async () => {
    const lateFeatures = countModuleLoads('@/app/lateFeatures');
    restore = lateFeatures.restore;
    const { makeStore } = await import('./store');
    const store = makeStore();
    // Give a dynamic import every chance to have started.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lateFeatures.loads).not.toHaveBeenCalled();
    expect(store.lateFeaturesLoaded).toBe(false);
    expect(store.getState()).not.toHaveProperty('segments');

    await store.lateFeaturesReady;
    await store.lateFeaturesReady;

    expect(lateFeatures.loads).toHaveBeenCalledTimes(1);
    expect(store.lateFeaturesLoaded).toBe(true);
    expect(store.getState()).toHaveProperty('segments');
    expect(store.getState()).toHaveProperty('exportResults');
    store.stopSagas();
  });
});
