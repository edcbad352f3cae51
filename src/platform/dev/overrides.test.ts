import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEV_OVERRIDES_KEY, loadStoredOverrides, parseFlagList, readDevOverrides } from './overrides';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

describe('dev overrides', () => {
  it('reads persona, community, language and flags from the URL', () => {
    const storage = new MemoryStorage();
    const overrides = readDevOverrides(
      '?persona=readonly-sourcing&community=fr&lng=es&flags=exportSearchResultsEnabled:off,isLimitedMenuEnabled',
      storage,
    );
    expect(overrides).toEqual({
      persona: 'readonly-sourcing',
      community: 'FR',
      language: 'es',
      flags: { exportSearchResultsEnabled: false, isLimitedMenuEnabled: true },
    });
  });

  it('keeps them for later page loads in the tab', () => {
    const storage = new MemoryStorage();
    readDevOverrides('?persona=impersonated', storage);
    expect(readDevOverrides('', storage).persona).toBe('impersonated');
    expect(storage.getItem(DEV_OVERRIDES_KEY)).toContain('impersonated');
  });

  it('ignores unknown personas, communities, languages and flags', () => {
    const storage = new MemoryStorage();
    expect(readDevOverrides('?persona=admin&community=DE&lng=de&flags=noSuchFlag:on', storage)).toEqual({ flags: {} });
  });

  it('parses off/false/0 as off and anything else as on', () => {
    expect(parseFlagList('ssipEnabled:false,generateZip:0,maturityIconEnabled:yes')).toEqual({
      ssipEnabled: false,
      generateZip: false,
      maturityIconEnabled: true,
    });
  });
});

describe('dropped permissions', () => {
  it('reads the permissions a tab drops, for the app and the server or the server only', () => {
    const storage = new MemoryStorage();
    const overrides = readDevOverrides('?without=suppliersourcing:edit-notes,nonsense&serverWithout=supplychain:approver', storage);
    expect(overrides.without).toEqual(['suppliersourcing:edit-notes']);
    expect(overrides.serverWithout).toEqual(['supplychain:approver']);
    expect(readDevOverrides('', storage).without).toEqual(['suppliersourcing:edit-notes']);
  });

  it('an empty list gives them back', () => {
    const storage = new MemoryStorage();
    readDevOverrides('?without=suppliersourcing:edit-notes', storage);
    expect(readDevOverrides('?without=', storage).without).toEqual([]);
  });
});

describe('stored dev overrides read back (hostile or stale storage)', () => {
  afterEach(() => vi.restoreAllMocks());

  const storageHolding = (raw: string) => {
    const storage = new MemoryStorage();
    storage.setItem(DEV_OVERRIDES_KEY, raw);
    return storage;
  };

  it.each([
    ['an unknown persona', '{"persona":"ghost"}'],
    ['not JSON', '{persona:'],
    ['JSON null', 'null'],
    ['a list', '["full-buyer"]'],
    ['a string', '"full-buyer"'],
    ['fields of the wrong types', JSON.stringify({ persona: 5, community: ['FR'], language: {}, flags: 'on', without: 'x', serverWithout: 3 })],
    ['unknown values', JSON.stringify({ community: 'DE', language: 'de', flags: { noSuchFlag: true, ssipEnabled: 'yes' } })],
  ])('falls back to the defaults, with a warning, for %s', (_, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(loadStoredOverrides(storageHolding(raw))).toEqual({ flags: {} });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(DEV_OVERRIDES_KEY));
  });

  it('keeps the fields that fit beside one that does not', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const raw = JSON.stringify({
      persona: 'ghost', community: 'FR', language: 'es', flags: { ssipEnabled: false, bogus: true },
      without: ['suppliersourcing:edit-notes', 'no:such'], serverWithout: ['onboarding:access'],
    });
    expect(loadStoredOverrides(storageHolding(raw))).toEqual({
      community: 'FR', language: 'es', flags: { ssipEnabled: false },
      without: ['suppliersourcing:edit-notes'], serverWithout: ['onboarding:access'],
    });
  });

  it('reads back what it saved, without a warning', () => {
    const warn = vi.spyOn(console, 'warn');
    const storage = new MemoryStorage();
    const saved = readDevOverrides('?persona=french-limited&community=BE&lng=nl&flags=ssipEnabled:off&without=suppliersourcing:edit-notes&serverWithout=', storage);
    expect(loadStoredOverrides(storage)).toEqual(saved);
    expect(warn).not.toHaveBeenCalled();
  });

  it('lets the URL replace a stored persona it does not know', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readDevOverrides('?persona=readonly-sourcing', storageHolding('{"persona":"ghost"}')).persona).toBe('readonly-sourcing');
  });
});
