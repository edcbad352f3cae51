import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../config/types';
import { createI18n } from './i18n';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const flat = (obj: unknown, out: Record<string, string> = {}, prefix = ''): Record<string, string> => {
  if (typeof obj === 'string') out[prefix] = obj;
  else if (obj && typeof obj === 'object')
    for (const [k, v] of Object.entries(obj)) flat(v, out, prefix ? `${prefix}.${k}` : k);
  return out;
};

// i18next plural keys: `key_one`, `key_other`, and whatever else the language's plural rules name.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string) => key.replace(PLURAL, '');
const formOf = (key: string) => PLURAL.exec(key)?.[1];
/** The plural forms a language needs, from the CLDR rules i18next itself uses. */
const formsOf = (language: Language) => new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort();

/** Each key once; a plural group stands as its base key, so languages with more forms still match. */
const shapeOf = (keys: string[]) => [...new Set(keys.map(baseOf))].sort();
const pluralGroups = (keys: string[]) => {
  const groups = new Map<string, string[]>();
  for (const key of keys) {
    const form = formOf(key);
    if (form) groups.set(baseOf(key), [...(groups.get(baseOf(key)) ?? []), form]);
  }
  return groups;
};

const namespaces = Object.keys(files)
  .filter((path) => path.startsWith('./locales/en/'))
  .map((path) => path.replace('./locales/en/', '').replace('.json', ''));

describe('locale files', () => {
  it('has at least the common namespace in English', () => {
    expect(namespaces).toContain('common');
  });

  for (const ns of namespaces) {
    const englishKeys = keysOf(files[`./locales/en/${ns}.json`]);
    const english = shapeOf(englishKeys);
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      it(`${language}/${ns}.json has exactly the English keys`, () => {
        const translated = files[`./locales/${language}/${ns}.json`];
        expect(translated, `missing file locales/${language}/${ns}.json`).toBeDefined();
        expect(shapeOf(keysOf(translated))).toEqual(english);
        // A plural group is plural in every language.
        expect([...pluralGroups(keysOf(translated)).keys()].sort()).toEqual([...pluralGroups(englishKeys).keys()].sort());
      });

      it(`${language}/${ns}.json keeps every {{placeholder}} and leaves nothing empty`, () => {
        const en = flat(files[`./locales/en/${ns}.json`]);
        const other = flat(files[`./locales/${language}/${ns}.json`]);
        for (const [key, text] of Object.entries(other)) {
          // A form English lacks (French "many") keeps the placeholders of English "other".
          const source = en[key] ?? en[`${baseOf(key)}_other`];
          const placeholders = (source.match(/{{\s*\w+\s*}}/g) ?? []).sort();
          expect((text.match(/{{\s*\w+\s*}}/g) ?? []).sort(), `${language} ${ns}:${key}`).toEqual(placeholders);
          expect(text.trim(), `${language} ${ns}:${key} is empty`).toBeTruthy();
        }
      });
    }

    for (const language of LANGUAGES) {
      it(`${language}/${ns}.json has each plural in exactly the forms ${language} needs`, () => {
        for (const [base, forms] of pluralGroups(keysOf(files[`./locales/${language}/${ns}.json`]))) {
          expect(forms.slice().sort(), `${language} ${ns}:${base}`).toEqual(formsOf(language));
        }
      });
    }
  }

  it.each(LANGUAGES)('in %s, a count of 1 reads as that language’s singular of every plural', async (language) => {
    const i18n = await createI18n(language);
    await i18n.loadNamespaces(namespaces);
    const values = { count: 1, source: 'S', fileName: 'F' };
    // A value the test does not give stays as i18next leaves it: the placeholder itself.
    const fill = (text: string) => text.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) => (name in values ? String(values[name as keyof typeof values]) : match));
    for (const ns of namespaces) {
      const texts = flat(files[`./locales/${language}/${ns}.json`]);
      for (const base of pluralGroups(Object.keys(texts)).keys()) {
        expect(i18n.t(`${ns}:${base}`, values), `${language} ${ns}:${base}`).toBe(fill(texts[`${base}_one`]));
      }
    }
  });
});
