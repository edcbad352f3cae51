import { describe, expect, it } from 'vitest';
import { HOSTILE_RETURN_URLS } from '@/test/hostileReturnUrls';
import { signInReturnTarget } from './signInReturn';

const HERE = 'https://app.example.com/findsuppliers/';

describe('after Auth0 sign-in: back to the page asked for, through the return-URL guard', () => {
  it('returns to a page of this app with its query', () => {
    expect(signInReturnTarget('/findsuppliers/source-supplier/search-results?sid=abc&page=2', HERE)).toBe(
      '/findsuppliers/source-supplier/search-results?sid=abc&page=2',
    );
  });

  it.each([['/other-app/page'], [undefined], [42]])('stays on the start page for %j (not this app, or not an address)', (returnTo) => {
    expect(signInReturnTarget(returnTo, HERE)).toBeNull();
  });

  it.each(HOSTILE_RETURN_URLS.map((url) => [url]))('refuses %j', (url) => {
    expect(signInReturnTarget(url, HERE)).toBeNull();
  });
});
