import { describe, expect, it } from 'vitest';
import { buildOnboardingInviteUrl, readHandoff } from './onboardingHandoff';

const HERE = 'https://app.example.com/findsuppliers/source-supplier';

describe('buildOnboardingInviteUrl', () => {
  it('builds the landing "Create new" hand-off with context, company name, country and backTo', () => {
    const url = new URL(
      buildOnboardingInviteUrl(
        'https://product.example.com/',
        { context: 'findSuppliers', companyName: "O'Brien & Sons Ltd", country: 'GB', backTo: HERE },
        HERE,
      ),
    );
    expect(url.origin + url.pathname).toBe('https://product.example.com/onboarding/invite-supplier');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      context: 'findSuppliers',
      companyName: "O'Brien & Sons Ltd",
      country: 'GB',
      backTo: HERE,
    });
    expect(url.search).toContain('companyName=O%27Brien+%26+Sons+Ltd');
  });

  it('carries the row-upgrade case fields and drops empty ones', () => {
    const url = new URL(
      buildOnboardingInviteUrl(
        '/',
        {
          context: 'findSuppliersSearchResultsSupplierRowUpgrade',
          companyName: 'Société Générale de Bâtiment',
          companyNumber: '552120222',
          orgUnitId: 2001,
          segmentId: '',
          searchCountryCode: 'FR',
          sourceId: 'abc 1',
          sourceSystem: 'CompanyWatch',
          backTo: `${HERE}?sid=x&page=2`,
        },
        HERE,
      ),
    );
    expect(url.origin).toBe('https://app.example.com');
    expect(url.searchParams.get('segmentId')).toBeNull();
    expect(url.searchParams.get('companyName')).toBe('Société Générale de Bâtiment');
    expect(url.searchParams.get('backTo')).toBe(`${HERE}?sid=x&page=2`);
    expect(url.searchParams.get('sourceId')).toBe('abc 1');
  });
});

describe('readHandoff', () => {
  it('takes the company, country, unit, segment and backTo of a hand-off query', () => {
    const query = new URLSearchParams({
      context: 'findSuppliers',
      companyName: ' Brick & Co ',
      companyNumber: '01234567',
      country: 'gb',
      orgUnitId: '2001',
      segmentId: '4002',
      backTo: HERE,
    });
    // Read on the page the hand-off opened (same host as its backTo).
    expect(readHandoff(query, HERE)).toEqual({
      companyName: 'Brick & Co',
      companyNumber: '01234567',
      country: 'GB',
      orgUnitId: 2001,
      segmentId: 4002,
      backTo: HERE,
    });
  });

  it('drops values of the wrong form and falls back to searchCountryCode for the country', () => {
    const query = new URLSearchParams({
      companyName: 'x'.repeat(201),
      country: 'Britain',
      searchCountryCode: 'FR',
      orgUnitId: '-3',
      segmentId: '12abc',
    });
    expect(readHandoff(query)).toEqual({ country: 'FR' });
  });

  it.each(['https://elsewhere.example/findsuppliers/source-supplier', '//elsewhere.example/x', 'javascript:alert(1)'])(
    'keeps no backTo the return-URL guard refuses: %s',
    (backTo) => {
      expect(readHandoff(new URLSearchParams({ companyName: 'Acme', backTo }), HERE)).toEqual({ companyName: 'Acme' });
    },
  );
});
