import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERSONAS } from './personas';
import { forgetSavedLanguages, readSavedLanguages, rememberSavedLanguage, SAVED_LANGUAGES_KEY } from './savedLanguages';

describe('the languages the personas’ accounts saved', () => {
  it('remembers each persona’s last saved language, and forgets them all on reset', () => {
    rememberSavedLanguage(localStorage, PERSONAS['full-buyer'].identity, 'fr');
    rememberSavedLanguage(localStorage, PERSONAS['readonly-sourcing'].identity, 'es');
    rememberSavedLanguage(localStorage, PERSONAS['full-buyer'].identity, 'nl');
    expect(readSavedLanguages(localStorage)).toEqual({ 'full-buyer': 'nl', 'readonly-sourcing': 'es' });
    forgetSavedLanguages(localStorage);
    expect(readSavedLanguages(localStorage)).toEqual({});
  });

  it('keeps nothing for an account that is no persona (an Auth0 user)', () => {
    rememberSavedLanguage(localStorage, { ...PERSONAS['full-buyer'].identity, userAccountId: 987654 }, 'fr');
    expect(localStorage.getItem(SAVED_LANGUAGES_KEY)).toBeNull();
  });

  afterEach(() => vi.restoreAllMocks());

  it('reads unreadable or foreign entries as nothing saved', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(SAVED_LANGUAGES_KEY, '{not json');
    expect(readSavedLanguages(localStorage)).toEqual({});
    localStorage.setItem(SAVED_LANGUAGES_KEY, JSON.stringify({ 'full-buyer': 'de', nobody: 'fr', 'french-limited': 'es' }));
    expect(readSavedLanguages(localStorage)).toEqual({ 'french-limited': 'es' });
  });

  it.each(['{not json', 'null', '["fr"]', '"fr"', '7', JSON.stringify({ 'full-buyer': 5, 'french-limited': ['fr'] })])(
    'warns and falls back to the personas’ own languages for %s',
    (raw) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      localStorage.setItem(SAVED_LANGUAGES_KEY, raw);
      expect(readSavedLanguages(localStorage)).toEqual({});
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(SAVED_LANGUAGES_KEY));
    },
  );

  it('reads what it saved without a warning', () => {
    const warn = vi.spyOn(console, 'warn');
    rememberSavedLanguage(localStorage, PERSONAS['full-buyer'].identity, 'fr');
    expect(readSavedLanguages(localStorage)).toEqual({ 'full-buyer': 'fr' });
    expect(warn).not.toHaveBeenCalled();
  });
});
