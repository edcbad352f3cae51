import { describe, expect, it } from 'vitest';
import { activeFaults, setFault } from './faults';
import { disablePersistence, enablePersistence, getDb, referencesOf, resetDb, saveDb, STORAGE_KEY } from './db';

function fakeStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('mock database', () => {
  it('keeps what the buyer did across a reload and forgets it on reset', () => {
    const storage = fakeStorage();
    enablePersistence(storage);
    try {
      getDb().userLanguages[5001] = 'fr';
      getDb().references[1001] = { 100001: 'NB-99999' };
      saveDb();
      expect(storage.items.has(STORAGE_KEY)).toBe(true);

      // A reload: memory starts empty, then the stored copy comes back.
      resetDbMemoryOnly();
      expect(getDb().userLanguages[5001]).toBeUndefined();
      enablePersistence(storage);
      expect(getDb().userLanguages[5001]).toBe('fr');
      expect(referencesOf(1001)[100001]).toBe('NB-99999');

      resetDb();
      expect(storage.items.has(STORAGE_KEY)).toBe(false);
      expect(getDb().userLanguages).toEqual({});
      expect(referencesOf(1001)[100001]).not.toBe('NB-99999');
    } finally {
      disablePersistence();
    }
  });

  it('ignores a stored copy that is not valid', () => {
    const storage = fakeStorage();
    storage.setItem(STORAGE_KEY, '{not json');
    enablePersistence(storage);
    disablePersistence();
    expect(getDb().sessions).toEqual({});
    expect(storage.items.has(STORAGE_KEY)).toBe(false);
  });

  it('does not persist under vitest unless given a storage', () => {
    enablePersistence();
    getDb().userLanguages[5002] = 'es';
    saveDb();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('resets writes and faults between tests (part 1: write)', () => {
    getDb().userLanguages[5003] = 'nl';
    setFault({ pathIncludes: '/facets', status: 500 });
    expect(activeFaults()).toHaveLength(1);
  });

  it('resets writes and faults between tests (part 2: fresh)', () => {
    expect(getDb().userLanguages[5003]).toBeUndefined();
    expect(activeFaults()).toHaveLength(0);
  });
});

/** Simulates a page reload: empty memory without touching storage. */
function resetDbMemoryOnly() {
  disablePersistence();
  resetDb();
}
