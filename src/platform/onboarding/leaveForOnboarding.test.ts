import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/platform/browser';
import { registerNavigator } from '@/platform/router';
import { makeSagaTestStore } from '@/test/sagaTestStore';
import { testConfig } from '@/test/testConfig';
import type { PersonaId } from '@/platform/auth/personas';
import { leaveForOnboarding, type OnboardingHandoff } from './leaveForOnboarding';

const HERE = 'http://localhost:3000/findsuppliers/source-supplier/search-results?sid=abc';

afterEach(() => {
  vi.restoreAllMocks();
  registerNavigator(null);
});

/** A real deployment: the product host is another site. */
const deployed = () => ({ ...testConfig(), mockPlatform: false });

function spyLeave() {
  const urls: URL[] = [];
  vi.spyOn(browser, 'leave').mockImplementation((url) => void urls.push(new URL(url)));
  vi.spyOn(browser, 'currentHref').mockReturnValue(HERE);
  return urls;
}

async function handOff(handoff: OnboardingHandoff, persona: PersonaId = 'full-buyer', config = deployed()) {
  const store = makeSagaTestStore({ persona, config });
  return (await store.run(leaveForOnboarding, handoff).toPromise()) as boolean;
}

describe('the one hand-off to the onboarding invite page', () => {
  it.each<[string, OnboardingHandoff, Record<string, string>]>([
    [
      'from the landing search',
      { context: 'findSuppliers', companyName: 'Brick & Co', country: 'GB', companyNumber: '01234567', sourceId: 'X1', sourceSystem: 'CompaniesHouse' },
      { context: 'findSuppliers', companyName: 'Brick & Co', country: 'GB', companyNumber: '01234567', sourceId: 'X1', sourceSystem: 'CompaniesHouse' },
    ],
    [
      'from results',
      { context: 'findSuppliersSearchResults', orgUnitId: 2001, segmentId: 4002, searchCountryCode: 'GB' },
      { context: 'findSuppliersSearchResults', orgUnitId: '2001', segmentId: '4002', searchCountryCode: 'GB' },
    ],
    [
      'from a supplier row',
      { context: 'findSuppliersSearchResultsSupplierRowUpgrade', companyName: 'Zoë Ñúñez SL', country: 'ES', companyNumber: 'B1234567' },
      { context: 'findSuppliersSearchResultsSupplierRowUpgrade', companyName: 'Zoë Ñúñez SL', country: 'ES', companyNumber: 'B1234567' },
    ],
  ])('%s: product host URL with context, backTo and the case’s parameters', async (_case, handoff, expected) => {
    const urls = spyLeave();
    expect(await handOff(handoff)).toBe(true);
    expect(urls).toHaveLength(1);
    expect(urls[0].pathname).toBe('/onboarding/invite-supplier');
    expect(Object.fromEntries(urls[0].searchParams)).toEqual({ ...expected, backTo: HERE });
  });

  it('without onboarding access stays (the caller says "You don\'t have permission")', async () => {
    const urls = spyLeave();
    expect(await handOff({ context: 'findSuppliersSearchResults' }, 'no-onboarding')).toBe(false);
    expect(urls).toEqual([]);
  });

  it('on the mock platform opens the app\'s own Invite Supplier screen with the same query', async () => {
    const urls = spyLeave();
    const navigations: string[] = [];
    registerNavigator((path) => void navigations.push(path));
    const handoff: OnboardingHandoff = { context: 'findSuppliers', companyName: 'Brick & Co', companyNumber: '01234567', country: 'GB' };
    expect(await handOff(handoff, 'full-buyer', testConfig())).toBe(true);
    expect(urls).toEqual([]);
    expect(navigations).toHaveLength(1);
    const url = new URL(navigations[0], 'http://app');
    expect(url.pathname).toBe('/invite-supplier');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ...handoff, backTo: HERE });
  });
});
