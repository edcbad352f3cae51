import { describe, expect, it } from 'vitest';
import { isSameHost, pathBelow, safeReturnUrl } from './safeReturnUrl';

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
