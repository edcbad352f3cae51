import { describe, expect, it } from 'vitest';
import { HOSTILE_RETURN_URLS } from '@/test/hostileReturnUrls';
import {
  inAppReturnPath, inAppRoutePath, isSameOrigin, pathBelow, resolveReturnAddress, safeReturnUrl,
} from './safeReturnUrl';

const HERE = 'https://app.example.com/findsuppliers/supplier/1/overview';

describe('safeReturnUrl', () => {
  it.each([
    ['/findsuppliers/source-supplier?sid=1', true],
    ['https://app.example.com/other', true],
    ['https://evil.example.net/', false],
    ['//evil.example.net/x', false],
    ['javascript:alert(1)', false],
    ['https://app.example.com.evil.net/', false],
    // The whole origin counts, not the hostname alone (issue 34).
    ['https://app.example.com:443/findsuppliers', true],
    ['https://app.example.com:8443/phish', false],
    ['http://app.example.com/findsuppliers', false],
  ])('%s on the current origin: %s', (url, expected) => {
    expect(isSameOrigin(url, HERE)).toBe(expected);
  });

  it('refuses another port of localhost, as a preview on one port would see it', () => {
    const local = 'http://localhost:4173/findsuppliers/supplier/100001/overview';
    expect(safeReturnUrl('http://localhost:4174/phish', '/source-supplier', local)).toBe('/source-supplier');
    expect(resolveReturnAddress('http://localhost:4174/phish', '/findsuppliers', local)).toBeNull();
    expect(resolveReturnAddress('http://localhost:4173/findsuppliers/x', '/findsuppliers', local)).toEqual({ inApp: '/x' });
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
  it('tries 46 payloads and refuses all 46', () => {
    const refused = HOSTILE_RETURN_URLS.filter((url) => !isSameOrigin(url, HERE));
    expect(HOSTILE_RETURN_URLS).toHaveLength(46);
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
    ['https://app.example.com/onboarding/home?x=1', { page: 'https://app.example.com/onboarding/home?x=1' }],
    // Plain http on the same host is another origin (issue 34).
    ['http://app.example.com/findsuppliers/x', null],
  ])('%j → %j', (url, expected) => {
    expect(resolveReturnAddress(url, '/findsuppliers', HERE)).toEqual(expected);
  });

  it('inAppReturnPath keeps only the in-app path', () => {
    expect(inAppReturnPath('/findsuppliers/supplier/7', '/findsuppliers', HERE)).toBe('/supplier/7');
    expect(inAppReturnPath('https://app.example.com/onboarding/home', '/findsuppliers', HERE)).toBeNull();
  });
});

describe('inAppRoutePath (navigation state such as originUrl)', () => {
  it.each<[unknown, string | null]>([
    ['/source-supplier/search-results?sid=x', '/source-supplier/search-results?sid=x'],
    ['/supplier/7/overview', '/supplier/7/overview'],
    ['//evil.example.net/x', null],
    ['/\\evil.example.net', null],
    ['/../../other', null],
    ['https://app.example.com/findsuppliers/x', null],
    ['source-supplier', null],
    [42, null],
    [undefined, null],
  ])('%j → %j', (path, expected) => {
    expect(inAppRoutePath(path, '/findsuppliers', HERE)).toBe(expected);
  });
});
