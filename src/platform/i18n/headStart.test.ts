import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { startI18n, takeI18n } from './headStart';

describe("i18n's head start", () => {
  it('hands the app the instance main.tsx started, with its texts loaded', async () => {
    const created = vi.spyOn(i18next, 'createInstance');
    startI18n('fr', ['search']);
    const instance = await takeI18n('fr', ['search']);
    // Taken, not created a second time.
    expect(created).toHaveBeenCalledTimes(1);
    created.mockRestore();
    expect(instance.language).toBe('fr');
    expect(instance.hasLoadedNamespace('search')).toBe(true);
    expect(instance.t('landing.heading', { ns: 'search' })).toBe('Trouver des fournisseurs');
  });

  it('hands it over once: a second taker gets an instance of its own', async () => {
    startI18n('en', ['search']);
    const first = await takeI18n('en', ['search']);
    const second = await takeI18n('en', ['search']);
    expect(second).not.toBe(first);
    expect(second.language).toBe('en');
  });

  it.each([
    ['another language', 'es', ['search']],
    ['other namespaces', 'fr', ['search', 'searchFilters']],
  ] as const)('creates a new instance for %s', async (_case, language, namespaces) => {
    startI18n('fr', ['search']);
    const instance = await takeI18n(language, namespaces);
    expect(instance.language).toBe(language);
    expect(namespaces.every((ns) => instance.hasLoadedNamespace(ns))).toBe(true);
  });
});
