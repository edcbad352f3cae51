import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createI18n } from '@/platform/i18n';
import { renderApp } from '@/test/renderWithProviders';
import { AWKWARD_PROFILE_IDS } from '../../../mocks/data/profile/awkwardProfiles';
import { preloadDestination, preloadScreensAt } from './destinationPreloads';
import { lazyScreensBelowSupplier } from './ProfileRoute';
import { profileScreens } from './profileScreens';
import { screens } from './routeScreens';
import { profileTabBar } from '@/test/profileTabBar';

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
    const tabs = await profileTabBar();
    const loaders = await loadersShownDuring(async () => {
      await user.click(within(tabs).getByRole('tab', { name: 'Contacts' }));
      await screen.findByRole('heading', { level: 2, name: 'Contacts' });
    });
    expect(loaders).not.toContain('Loading');
    expect(screen.queryByRole('heading', { level: 2, name: 'Overview' })).not.toBeInTheDocument();
  });
});
