import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

describe('createI18n', () => {
  it('has the first screen’s namespaces loaded when it resolves, so that screen does not suspend on its texts', async () => {
    const i18n = await createI18n('fr', ['search', 'searchFilters']);
    expect(i18n.hasLoadedNamespace('search')).toBe(true);
    expect(i18n.hasLoadedNamespace('searchFilters')).toBe(true);
    expect(i18n.t('results.heading', { ns: 'search' })).toBe('Résultats de recherche');
  });

  it('loads other namespaces only when asked', async () => {
    const i18n = await createI18n('en');
    expect(i18n.hasLoadedNamespace('search')).toBe(false);
  });
});
