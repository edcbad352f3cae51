import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@/platform/i18n/i18n';
import { routeScreens, screenAtAddress, screenFor, screens } from './routeScreens';

describe('route screens', () => {
  it('name only namespaces that exist, so the first render waits for real texts', () => {
    for (const route of routeScreens) for (const namespace of route.namespaces) expect(NAMESPACES).toContain(namespace);
  });

  it('find the screen a pathname opens, the landing for an unknown one', () => {
    expect(screenFor('/source-supplier/search-results').screen).toBe(screens.results);
    expect(screenFor('/supplier/100010/overview').screen).toBe(screens.supplierProfile);
    expect(screenFor('/somewhere-else').screen).toBe(screens.landing);
    expect(screenFor('/somewhere-else').namespaces).toEqual(['search', 'searchFilters']);
  });

  it('read the browser address below the app base path', () => {
    expect(screenAtAddress('/findsuppliers/source-supplier/search-results').screen).toBe(screens.results);
    expect(screenAtAddress('/findsuppliers/supplier/100010/overview').namespaces).toContain('supplierProfile');
    expect(screenAtAddress('/findsuppliers').screen).toBe(screens.landing);
  });
});
