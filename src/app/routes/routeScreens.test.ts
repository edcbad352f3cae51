import { createElement } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@/platform/i18n/i18n';
import { filtersActions } from '@/features/search/filters/filtersSlice';
import { renderWithProviders } from '@/test/renderWithProviders';
import { PROFILE_DEEP_LINKS } from '../boot/profileDeepLinks';
import { COMPLIANCE_LAYOUT_NAMESPACES } from '@/features/compliance/complianceTexts';
import { argsKey, resourceActions } from '@/platform/resource';
import { resolveLocalSession } from '@/platform/auth/localSession';
import { testConfig } from '@/test/testConfig';
import { appPathAtAddress, routeScreens, screenAtAddress, screenFor, screens } from './routeScreens';

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

  it('load a deep link’s texts with the profile frame’s: the linked tab’s own, in the same table index.html preloads from', () => {
    const namespacesAt = (address: string) => screenAtAddress(address).namespaces;
    expect(namespacesAt('/findsuppliers/supplier/100001/documents')).toEqual(['supplierProfile', 'profileOverview', 'notices', 'profileDocuments']);
    expect(namespacesAt('/findsuppliers/supplier/100001/compliance/103/requirement/1')).toContain('complianceDetails');
    expect(namespacesAt('/findsuppliers/supplier/100001/compliance/work-categories')).toContain('workCategories');
    expect(namespacesAt('/findsuppliers/supplier/100001/connections')).toContain('connections');
    // Every page below /compliance renders in the compliance layout: its texts load before the first render too, or
    // the layout suspended once the tab rendered, and the dashboard came ~600 ms after the header.
    for (const below of ['compliance', 'compliance/103/requirement/1', 'compliance/level/7']) {
      expect(namespacesAt(`/findsuppliers/supplier/100001/${below}`)).toEqual(expect.arrayContaining([...COMPLIANCE_LAYOUT_NAMESPACES]));
    }
    // An unknown tab shows the overview (the route tree's catch-all).
    expect(namespacesAt('/findsuppliers/supplier/100001/no-such-tab')).toContain('profileLocations');
    for (const link of PROFILE_DEEP_LINKS) for (const namespace of link.namespaces) expect(NAMESPACES).toContain(namespace);
  });

  it('start the filters’ reference data with the store where the first view shows filters, and nothing elsewhere', () => {
    const firstEvents = (address: string) => screenAtAddress(address).firstEvents?.() ?? [];
    expect(firstEvents('/findsuppliers/source-supplier')).toEqual([filtersActions.filtersNeeded()]);
    expect(firstEvents('/findsuppliers/source-supplier/search-filters')).toEqual([filtersActions.filtersNeeded()]);
    expect(firstEvents('/findsuppliers/supplier/100010/overview')).toEqual([]);
  });

  it('ask for an on-platform supplier’s details and the buyer’s reference with the store on a deep link, and for nothing on other supplier paths', async () => {
    const session = resolveLocalSession(testConfig(), { community: 'GB', flags: {} });
    const requestsAt = async (address: string, at = session) => (await screenAtAddress(address).firstRequests?.(appPathAtAddress(address), at)) ?? [];
    const supplier = { supplierId: 100010 };
    const details = resourceActions.requested({ name: 'supplier/details', key: argsKey(supplier), args: supplier, prefetch: true });
    const reference = resourceActions.requested({ name: 'entityReferences/supplierReference', key: argsKey(supplier), args: supplier, prefetch: true });
    expect(await requestsAt('/findsuppliers/supplier/100010/compliance/103/requirement/1')).toEqual([details, reference]);
    // The compliance dashboard also asks for the levels, its first widget, so they come with the header.
    const goals = resourceActions.requested({ name: 'compliance/supplierGoals', key: argsKey(supplier), args: supplier, prefetch: true });
    expect(await requestsAt('/findsuppliers/supplier/100010/compliance')).toEqual([details, reference, goals]);
    expect(await requestsAt('/findsuppliers/supplier/100010/compliance/')).toEqual([details, reference, goals]);
    // Where the community hides the buyer's reference, the header does not wait for it and it is not asked for.
    const config = testConfig();
    config.communities.GB = { ...config.communities.GB, profile: { ...config.communities.GB.profile, reference: false } };
    const withoutReference = resolveLocalSession(config, { community: 'GB', flags: {} });
    expect(await requestsAt('/findsuppliers/supplier/100010/overview', withoutReference)).toEqual([details]);
    // An off-platform company (the limited profile) and a public-profile look-up read other things.
    expect(await requestsAt('/findsuppliers/supplier/GB12345678/overview')).toEqual([]);
    expect(await requestsAt('/findsuppliers/supplier/100010/public-redirect')).toEqual([]);
    expect(await requestsAt('/findsuppliers/source-supplier')).toEqual([]);
    // A buyer the routes send back to the landing page (or who has no access) asks for nothing the server would refuse.
    const limited = resolveLocalSession(testConfig(), { persona: 'french-limited', community: 'FR', flags: {} });
    expect(await requestsAt('/findsuppliers/supplier/100010/overview', limited)).toEqual([]);
    const noAccess = resolveLocalSession(testConfig(), { community: 'GB', flags: {}, without: ['suppliersourcing:access'] });
    expect(await requestsAt('/findsuppliers/supplier/100010/overview', noAccess)).toEqual([]);
  });

  it('have the landing ready with its lazy parts: its first render shows them at once, never their placeholders', async () => {
    await screens.landing.preload();
    const { store } = await renderWithProviders(createElement(screens.landing), { route: '/source-supplier' });
    // Read at once, not awaited: a part that suspended would show its placeholder here, and React would hold its
    // reveal back (up to 300 ms), and the filters' first calls with it.
    expect(screen.getByRole('combobox', { name: 'Supplier name or ID' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading filters' })).not.toBeInTheDocument();
    await store.lateFeaturesReady;
  });
});
