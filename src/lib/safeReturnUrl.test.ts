import { describe, expect, it } from 'vitest';
import { HOSTILE_RETURN_URLS } from '@/test/hostileReturnUrls';
import { inAppReturnPath, isSameHost, pathBelow, resolveReturnAddress, safeReturnUrl } from './safeReturnUrl';

const HERE = 'https://app.example.com/findsuppliers/supplier/1/overview';

describe('safeReturnUrl', () => {
  it.each([
    ['/findsuppliers/source-supplier?sid=1', true],
    ['https://app.example.com/other', true],
    ['https://evil.example.net/', false],
    ['//evil.example.net/x', false],
    ['javascript:alert(1)', false],
    ['https://app.example.com.evil.net/', false],
  ])('%s on the current host: %s', (url, expected) => {
    expect(isSameHost(url, HERE)).toBe(expected);
  });

  it('falls back for foreign or missing URLs', () => {
    expect(safeReturnUrl('https://evil.example.net/', '/source-supplier', HERE)).toBe('/source-supplier');
    expect(safeReturnUrl(null, '/source-supplier', HERE)).toBe('/source-supplier');
    expect(safeReturnUrl('/findsuppliers/x', '/source-supplier', HERE)).toBe('/findsuppliers/x');
  });
});

describe('pathBelow', () => {
  it.each<[string, string | null]>([
    ['https://app.example.com/findsuppliers/source-supplier/search-results?sid=x&page=2', '/source-supplier/search-results?sid=x&page=2'],
    ['/findsuppliers', '/'],
    ['https://app.example.com/findsuppliersX/source-supplier', null],
    ['https://app.example.com/other', null],
    ['https://evil.example.net/findsuppliers/source-supplier', null],
  ])('%s → %s', (url, expected) => {
    expect(pathBelow(url, '/findsuppliers', HERE)).toBe(expected);
  });
});

describe('the return-URL guard against the audit’s redirect payloads (issue 11)', () => {
  it('tries 40 payloads and refuses all 40', () => {
    const refused = HOSTILE_RETURN_URLS.filter((url) => !isSameHost(url, HERE));
    expect(HOSTILE_RETURN_URLS).toHaveLength(40);
    expect(refused).toEqual(HOSTILE_RETURN_URLS);
  });

  it.each(HOSTILE_RETURN_URLS.map((url) => [url]))('refuses %j everywhere app code follows one', (url) => {
    expect(safeReturnUrl(url, '/source-supplier', HERE)).toBe('/source-supplier');
    expect(resolveReturnAddress(url, '/findsuppliers', HERE)).toBeNull();
    expect(inAppReturnPath(url, '/findsuppliers', HERE)).toBeNull();
  });
});

describe('resolveReturnAddress', () => {
  it.each<[string | null, ReturnType<typeof resolveReturnAddress>]>([
    [null, null],
    ['', null],
    ['/findsuppliers/source-supplier/search-results?sid=x', { inApp: '/source-supplier/search-results?sid=x' }],
    ['https://app.example.com/findsuppliers/supplier/7/overview', { inApp: '/supplier/7/overview' }],
    ['https://app.example.com/onboarding/home', { page: 'https://app.example.com/onboarding/home' }],
    ['http://app.example.com/findsuppliers/x', { page: 'http://app.example.com/findsuppliers/x' }],
  ])('%j → %j', (url, expected) => {
    expect(resolveReturnAddress(url, '/findsuppliers', HERE)).toEqual(expected);
  });

  it('inAppReturnPath keeps only the in-app path', () => {
    expect(inAppReturnPath('/findsuppliers/supplier/7', '/findsuppliers', HERE)).toBe('/supplier/7');
    expect(inAppReturnPath('https://app.example.com/onboarding/home', '/findsuppliers', HERE)).toBeNull();
  });
});
