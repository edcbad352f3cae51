import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerNavigator } from '../router/navigation';
import { browser } from './browser';

/* Issue 37 item 26: opened in a fresh tab, "back" must not leave the app for about:blank. */

const navigated: string[] = [];
registerNavigator((path) => navigated.push(path));

afterEach(() => {
  navigated.length = 0;
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

function tabWith({ idx, length, referrer }: { idx?: number; length: number; referrer: string }) {
  window.history.replaceState(idx === undefined ? null : { idx, key: 'k', usr: null }, '');
  vi.spyOn(window.history, 'length', 'get').mockReturnValue(length);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  return vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
}

describe('browser.back', () => {
  it('goes back to an earlier page of the app in this tab', () => {
    const back = tabWith({ idx: 2, length: 3, referrer: '' });
    browser.back('/source-supplier');
    expect(back).toHaveBeenCalledTimes(1);
    expect(navigated).toEqual([]);
  });

  it('first page of a fresh tab (history holds about:blank before it): the fallback, not history back', () => {
    const back = tabWith({ idx: 0, length: 2, referrer: '' });
    browser.back('/source-supplier');
    expect(back).not.toHaveBeenCalled();
    expect(navigated).toEqual(['/source-supplier']);
  });

  it('first page, reached from another site: the fallback', () => {
    const back = tabWith({ idx: 0, length: 2, referrer: 'https://elsewhere.example/page' });
    browser.back('/source-supplier');
    expect(back).not.toHaveBeenCalled();
    expect(navigated).toEqual(['/source-supplier']);
  });

  it('first page, linked from another page of this site in the same tab: back to that page', () => {
    const back = tabWith({ idx: 0, length: 2, referrer: `${window.location.origin}/dashboard` });
    browser.back('/source-supplier');
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('a tab of its own opened from this site (nothing behind it): the fallback', () => {
    const back = tabWith({ idx: 0, length: 1, referrer: `${window.location.origin}/dashboard` });
    browser.back('/source-supplier');
    expect(back).not.toHaveBeenCalled();
    expect(navigated).toEqual(['/source-supplier']);
  });
});
