import { describe, expect, it, vi } from 'vitest';
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

describe('a stored copy of the wrong shape (issue 11)', () => {
  const wrapped = (db: unknown) => JSON.stringify({ version: 1, seed: 20240601, size: 5000, db });

  it.each([
    ['a null table', wrapped({ sessions: null })],
    ['a list where a record belongs', wrapped({ references: [] })],
    ['a session that is not an object', wrapped({ sessions: { a: 'x' } })],
    ['ids that are not numbers', wrapped({ nextIds: { segment: 'a', stage: 1, session: 1 } })],
    ['a session without its paging', wrapped({ sessions: { a: { sessionId: 'a', orderedFilters: [], sorting: { name: 'x', order: 'asc' } } } })],
    ['a created segment without stages', wrapped({ createdSegments: [{ id: 4901, name: 'S' }] })],
    ['a member whose ids are text', wrapped({ addedMembers: [{ segmentId: '1', entityId: 2, stageId: 3 }] })],
    ['notes that are not a list', wrapped({ notes: { 1001: { 100001: 'note' } } })],
    ['a suspension list of text', wrapped({ suspensions: { 100001: ['x'] } })],
    ['document ids missing', wrapped({ documentIds: {} })],
    ['a next note id that is text', wrapped({ nextNoteId: '900000001' })],
    ['a bare table', JSON.stringify({ sessions: null })],
    ['no db at all', JSON.stringify({ version: 1, seed: 20240601, size: 5000 })],
  ])('discards %s with a warning and starts from nothing done', async (_label, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = fakeStorage();
    storage.setItem(STORAGE_KEY, raw);
    try {
      enablePersistence(storage);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(STORAGE_KEY));
      expect(storage.items.has(STORAGE_KEY)).toBe(false);
      expect(getDb().sessions).toEqual({});
      // Searching works at once, without a Reset.
      const response = await fetch('http://localhost/mock-api/search/search/counts', {
        method: 'POST',
        headers: { Authorization: 'Bearer mock-token:5001', 'Content-Type': 'application/json' },
        body: JSON.stringify({ orderedFilters: [] }),
      });
      expect(response.status).toBe(200);
    } finally {
      disablePersistence();
      warn.mockRestore();
    }
  });

  it('keeps a valid copy made before a table existed, with that table empty', () => {
    const storage = fakeStorage();
    storage.setItem(STORAGE_KEY, wrapped({ userLanguages: { 5001: 'fr' } }));
    try {
      enablePersistence(storage);
      expect(getDb().userLanguages[5001]).toBe('fr');
      expect(getDb().createdSegments).toEqual([]);
    } finally {
      disablePersistence();
    }
  });
});
