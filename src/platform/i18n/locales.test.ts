import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../config/types';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const namespaces = Object.keys(files)
  .filter((path) => path.startsWith('./locales/en/'))
  .map((path) => path.replace('./locales/en/', '').replace('.json', ''));

describe('locale files', () => {
  it('has at least the common namespace in English', () => {
    expect(namespaces).toContain('common');
  });

  for (const ns of namespaces) {
    const english = keysOf(files[`./locales/en/${ns}.json`]).sort();
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      it(`${language}/${ns}.json has exactly the English keys`, () => {
        const translated = files[`./locales/${language}/${ns}.json`];
        expect(translated, `missing file locales/${language}/${ns}.json`).toBeDefined();
        expect(keysOf(translated).sort()).toEqual(english);
      });

      it(`${language}/${ns}.json keeps every {{placeholder}} and leaves nothing empty`, () => {
        const flat = (obj: unknown, out: Record<string, string> = {}, prefix = ''): Record<string, string> => {
          if (typeof obj === 'string') out[prefix] = obj;
          else if (obj && typeof obj === 'object')
            for (const [k, v] of Object.entries(obj)) flat(v, out, prefix ? `${prefix}.${k}` : k);
          return out;
        };
        const en = flat(files[`./locales/en/${ns}.json`]);
        const other = flat(files[`./locales/${language}/${ns}.json`]);
        for (const [key, text] of Object.entries(en)) {
          const placeholders = (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();
          expect((other[key]?.match(/{{\s*\w+\s*}}/g) ?? []).sort(), `${language} ${ns}:${key}`).toEqual(placeholders);
          expect(other[key]?.trim(), `${language} ${ns}:${key} is empty`).toBeTruthy();
        }
      });
    }
  }
});
