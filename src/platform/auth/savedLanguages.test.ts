import { describe, expect, it } from 'vitest';
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

  it('reads unreadable or foreign entries as nothing saved', () => {
    localStorage.setItem(SAVED_LANGUAGES_KEY, '{not json');
    expect(readSavedLanguages(localStorage)).toEqual({});
    localStorage.setItem(SAVED_LANGUAGES_KEY, JSON.stringify({ 'full-buyer': 'de', nobody: 'fr', 'french-limited': 'es' }));
    expect(readSavedLanguages(localStorage)).toEqual({ 'french-limited': 'es' });
  });
});
