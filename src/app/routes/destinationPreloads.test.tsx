import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createI18n } from '@/platform/i18n';
import { argsKey, resourceActions, selectEntry } from '@/platform/resource';
import { buyerConnections } from '@/services/compliance/connectionsResources';
import { notesPage } from '@/services/entityNotes/notesResources';
import { supplierContacts } from '@/services/supplier/contactsResources';
import { supplierDetails } from '@/services/supplier/supplierResources';
import { renderApp, renderWithProviders } from '@/test/renderWithProviders';
import { testConfig } from '@/test/testConfig';
import { AWKWARD_PROFILE_IDS } from '../../../mocks/data/profile/awkwardProfiles';
import { server } from '../../../mocks/node';
import type { AppStore } from '../store';
import { preloadDestination, preloadScreensAt, requestDestination } from './destinationPreloads';
import { lazyScreensBelowSupplier } from './ProfileRoute';
import { profileScreens } from './profileScreens';
import { screens } from './routeScreens';

const ID = AWKWARD_PROFILE_IDS.favourite;

/** Every name a "Loading" progressbar (a tab's loader) had while `act` ran: the loader seen at any moment, not only at the end. */
async function loadersShownDuring(act: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const note = () => {
    for (const bar of document.querySelectorAll('[role="progressbar"]')) seen.push(bar.getAttribute('aria-label') ?? '');
  };
  const observer = new MutationObserver(note);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  try {
    await act();
  } finally {
    observer.disconnect();
  }
  return seen;
}

describe('following a link', () => {
  it('asks for every screen the destination shows and their texts at once, not one after another as each renders', async () => {
    const i18n = await createI18n('en');
    expect(i18n.hasLoadedNamespace('connections')).toBe(false);
    await preloadDestination(`/supplier/${ID}/connections?from=test`, i18n);
    // The profile's route, then the connections area's layout and the list in its outlet.
    expect(screens.supplierProfile.loaded()).toBe(true);
    const below = lazyScreensBelowSupplier('connections');
    expect(below).toHaveLength(2);
    expect(below.every((screen) => screen.loaded())).toBe(true);
    for (const namespace of ['supplierProfile', 'notices', 'connections', 'compliance']) expect(i18n.hasLoadedNamespace(namespace)).toBe(true);
  });

  it('loads a requirement page’s layout and page with the profile’s route, so neither suspends once more when first shown', async () => {
    await preloadScreensAt('/supplier/100001/compliance/103/requirement/1?from=email');
    expect(screens.supplierProfile.loaded()).toBe(true);
    const below = lazyScreensBelowSupplier('compliance/103/requirement/1');
    expect(below.length).toBeGreaterThan(1);
    expect(below.every((screen) => screen.loaded())).toBe(true);
  });

  it('finds a tab’s screen, and a requirement page’s layout and page, in the route tree', () => {
    expect(lazyScreensBelowSupplier('contacts')).toEqual([profileScreens.contacts]);
    expect(lazyScreensBelowSupplier('no-such-tab')).toEqual([]);
    const requirement = lazyScreensBelowSupplier('compliance/103/requirement/1');
    expect(requirement).toHaveLength(2);
    expect(requirement[0]).not.toBe(requirement[1]);
  });

  it('keeps the current tab on screen until the next one can render: the tab loader never shows between them', async () => {
    const { user } = await renderApp({ route: `/supplier/${ID}/overview` });
    await screen.findByRole('heading', { level: 2, name: 'Overview' });
    const tabs = await screen.findByRole('tablist', { name: 'Supplier profile' });
    const loaders = await loadersShownDuring(async () => {
      await user.click(within(tabs).getByRole('tab', { name: 'Contacts' }));
      await screen.findByRole('heading', { level: 2, name: 'Contacts' });
    });
    expect(loaders).not.toContain('Loading');
    expect(screen.queryByRole('heading', { level: 2, name: 'Overview' })).not.toBeInTheDocument();
  });
});

/** The URLs of the calls the mock platform receives from now on whose path matches `pattern`. */
function callsTo(pattern: RegExp): string[] {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (pattern.test(new URL(request.url).pathname)) asked.push(request.url);
  });
  return asked;
}

const statusOf = (store: AppStore, resource: { name: string }, args: unknown) => selectEntry(resource.name, argsKey(args))(store.getState()).status;

describe('following a link asks for what the destination reads first', () => {
  afterEach(() => server.events.removeAllListeners());

  it('the supplier’s details and the Contacts tab’s contacts, with no screen reading them yet', async () => {
    const contactsCalls = callsTo(/\/supplierdetails\/\d+\/contacts$/);
    const { store } = await renderWithProviders(<p>Results</p>);
    await requestDestination(`/supplier/${ID}/contacts`, store);
    await waitFor(() => expect(statusOf(store, supplierContacts, { supplierId: ID })).toBe('loaded'));
    expect(statusOf(store, supplierDetails, { supplierId: ID })).not.toBe('init');
    expect(contactsCalls).toHaveLength(1);
  });

  it('the page of notes the link’s own address asks for', async () => {
    const { store } = await renderWithProviders(<p>Results</p>);
    await requestDestination(`/supplier/${ID}/notes?page=2&pageSize=30`, store);
    await waitFor(() => expect(statusOf(store, notesPage, { supplierId: ID, page: 2, pageSize: 30 })).toBe('loaded'));
  });

  it('nothing for a tab the community hides, nor for connections it does not show', async () => {
    const config = testConfig();
    config.communities.GB.profile = { ...config.communities.GB.profile, contactsTab: false, connectionsContent: false };
    const calls = callsTo(/\/supplierdetails\/\d+\/contacts$|buyerconnections/);
    const { store } = await renderWithProviders(<p>Results</p>, { config });
    await requestDestination(`/supplier/${ID}/contacts`, store);
    await requestDestination(`/supplier/${ID}/connections`, store);
    expect(statusOf(store, supplierContacts, { supplierId: ID })).toBe('init');
    expect(statusOf(store, buyerConnections, { supplierId: ID })).toBe('init');
    // The header's details are still asked for: the profile shows them on every tab.
    expect(statusOf(store, supplierDetails, { supplierId: ID })).not.toBe('init');
    expect(calls).toEqual([]);
  });

  it('a tab opened from the tab bar has its data asked for by the link too, and the screen’s read joins it: one call', async () => {
    // Every ask for the supplier's contacts, in order: the link's (a prefetch) or the screen's own read.
    const asks: string[] = [];
    const watchAsks = async (store: AppStore) => {
      const dispatch = store.dispatch;
      store.dispatch = ((action: { type: string; payload?: { name?: string; prefetch?: boolean } }) => {
        if (action.type === resourceActions.requested.type && action.payload?.name === supplierContacts.name) asks.push(action.payload.prefetch ? 'link' : 'screen');
        return dispatch(action as never);
      }) as AppStore['dispatch'];
    };
    const { user } = await renderApp({ route: `/supplier/${ID}/overview`, beforeRender: watchAsks });
    await screen.findByRole('heading', { level: 2, name: 'Overview' });
    const contactsCalls = callsTo(/\/supplierdetails\/\d+\/contacts$/);
    await user.click(within(await screen.findByRole('tablist', { name: 'Supplier profile' })).getByRole('tab', { name: 'Contacts' }));
    await screen.findByRole('table', { name: 'Company directory' });
    // Which comes first depends on the tab's code: on its first visit the link asks while the code loads
    // (bench:profile-ui times it); here the module is in memory and the screen may read first.
    expect([...asks].sort()).toEqual(['link', 'screen']);
    expect(contactsCalls).toHaveLength(1);
  });
});
