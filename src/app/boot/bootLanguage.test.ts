import { describe, expect, it } from 'vitest';
import { resolveLocalSession } from '@/platform/auth/localSession';
import { readSavedLanguages, SAVED_LANGUAGES_KEY } from '@/platform/auth/savedLanguages';
import { DEFAULT_PERSONA, PERSONAS } from '@/platform/auth/personas';
import { DEV_OVERRIDES_KEY, readDevOverrides } from '@/platform/dev/overrides';
import { isLanguage } from '@/platform/i18n/i18n';
import { testConfig } from '@/test/testConfig';
import { bootLanguage } from './bootLanguage';

const personaLanguages = Object.fromEntries(Object.values(PERSONAS).map((p) => [p.id, p.identity.language]));

function storageWith(value: string | null, key = DEV_OVERRIDES_KEY): Storage {
  const items = new Map<string, string>(value === null ? [] : [[key, value]]);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, v: string) => void items.set(key, v),
  } as Storage;
}

/** What the app shows: its session's language, English when i18next does not ship that one. */
function appLanguage(search: string, stored: string | null, saved: string | null): string {
  const overrides = readDevOverrides(search, storageWith(stored));
  const language = resolveLocalSession(testConfig(), overrides, readSavedLanguages(storageWith(saved, SAVED_LANGUAGES_KEY))).language;
  return isLanguage(language) ? language : 'en';
}

const CASES: [search: string, stored: string | null, saved?: string | null][] = [
  ['', null],
  ['?lng=fr', null],
  ['?lng=nl&persona=french-limited', null],
  ['?lng=de', null],
  ['?persona=french-limited', null],
  ['?persona=readonly-sourcing', JSON.stringify({ persona: 'french-limited', flags: {} })],
  ['?persona=nobody', JSON.stringify({ persona: 'french-limited', flags: {} })],
  ['', JSON.stringify({ persona: 'french-limited', flags: {} })],
  ['', JSON.stringify({ language: 'es', flags: {} })],
  ['?lng=en', JSON.stringify({ language: 'es', persona: 'french-limited', flags: {} })],
  ['?lng=xx', JSON.stringify({ language: 'nl', flags: {} })],
  ['?persona=french-limited', JSON.stringify({ language: 'es', flags: {} })],
  ['', JSON.stringify({ language: 'de', persona: 'french-limited', flags: {} })],
  ['', '{not json'],
  // Hostile or stale values: the app drops what it does not know, and so does the first view.
  ['', '{"persona":"ghost"}'],
  ['', JSON.stringify({ persona: 5, language: ['fr'], flags: 'on' })],
  ['', JSON.stringify({ persona: 'french-limited', language: 'xx' })],
  ['', 'null'],
  ['', '[]'],
  ['', '"french-limited"'],
  ['?community=FR', null],
  // What the personas' accounts saved (PUT /users/language): a new tab or a reload starts in it.
  ['', null, JSON.stringify({ 'full-buyer': 'fr' })],
  ['?persona=french-limited', null, JSON.stringify({ 'full-buyer': 'es' })],
  ['?persona=french-limited', null, JSON.stringify({ 'french-limited': 'nl' })],
  ['?lng=en', null, JSON.stringify({ 'full-buyer': 'fr' })],
  ['', JSON.stringify({ language: 'es', flags: {} }), JSON.stringify({ 'full-buyer': 'fr' })],
  ['', null, JSON.stringify({ 'full-buyer': 'de' })],
  ['', null, '{not json'],
];

describe('bootLanguage (index.html picks the landing shell’s language before the app loads)', () => {
  it.each(CASES)('gives the app’s own answer for search %j, stored overrides %j and saved languages %j', (search, stored, saved = null) => {
    expect(bootLanguage(search, stored, personaLanguages, DEFAULT_PERSONA, saved)).toBe(appLanguage(search, stored, saved));
  });

  it('answers French for the French persona or a saved French, and Dutch for ?lng=nl (the table is not all English)', () => {
    expect(bootLanguage('?persona=french-limited', null, personaLanguages, DEFAULT_PERSONA)).toBe('fr');
    expect(bootLanguage('?lng=nl', null, personaLanguages, DEFAULT_PERSONA)).toBe('nl');
    expect(bootLanguage('', null, personaLanguages, DEFAULT_PERSONA, JSON.stringify({ 'full-buyer': 'fr' }))).toBe('fr');
  });
});
