import { describe, expect, it } from 'vitest';
import { resolveLocalSession } from '@/platform/auth/localSession';
import { DEFAULT_PERSONA, PERSONAS } from '@/platform/auth/personas';
import { DEV_OVERRIDES_KEY, readDevOverrides } from '@/platform/dev/overrides';
import { isLanguage } from '@/platform/i18n/i18n';
import { testConfig } from '@/test/testConfig';
import { bootLanguage } from './bootLanguage';

const personaLanguages = Object.fromEntries(Object.values(PERSONAS).map((p) => [p.id, p.identity.language]));

function storageWith(value: string | null): Storage {
  const items = new Map<string, string>(value === null ? [] : [[DEV_OVERRIDES_KEY, value]]);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, v: string) => void items.set(key, v),
  } as Storage;
}

/** What the app shows: its session's language, English when i18next does not ship that one. */
function appLanguage(search: string, stored: string | null): string {
  const language = resolveLocalSession(testConfig(), readDevOverrides(search, storageWith(stored))).language;
  return isLanguage(language) ? language : 'en';
}

const CASES: [search: string, stored: string | null][] = [
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
  ['?community=FR', null],
];

describe('bootLanguage (index.html picks the landing shell’s language before the app loads)', () => {
  it.each(CASES)('gives the app’s own answer for search %j and stored overrides %j', (search, stored) => {
    expect(bootLanguage(search, stored, personaLanguages, DEFAULT_PERSONA)).toBe(appLanguage(search, stored));
  });

  it('answers French for the French persona and Dutch for ?lng=nl (the table is not all English)', () => {
    expect(bootLanguage('?persona=french-limited', null, personaLanguages, DEFAULT_PERSONA)).toBe('fr');
    expect(bootLanguage('?lng=nl', null, personaLanguages, DEFAULT_PERSONA)).toBe('nl');
  });
});
