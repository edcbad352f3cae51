import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/platform/browser';
import { makeSagaTestStore } from '@/test/sagaTestStore';
import type { PersonaId } from '@/platform/auth/personas';
import { leaveForOnboarding, type OnboardingHandoff } from './leaveForOnboarding';

const HERE = 'http://localhost:3000/findsuppliers/source-supplier/search-results?sid=abc';

afterEach(() => vi.restoreAllMocks());

function spyLeave() {
  const urls: URL[] = [];
  vi.spyOn(browser, 'leave').mockImplementation((url) => void urls.push(new URL(url)));
  vi.spyOn(browser, 'currentHref').mockReturnValue(HERE);
  return urls;
}

async function handOff(handoff: OnboardingHandoff, persona: PersonaId = 'full-buyer') {
  const store = makeSagaTestStore({ persona });
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
});
