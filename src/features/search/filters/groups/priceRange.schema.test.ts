import { describe, expect, it } from 'vitest';
import { parseWholeAmount, priceRangeSchemaFor } from './priceRange.schema';

describe('parseWholeAmount', () => {
  it.each<[string, string, number | null]>([
    ['', 'en-GB', null],
    ['  ', 'fr-FR', null],
    ['1000', 'en-GB', 1000],
    [' 2500 ', 'es-ES', 2500],
    ['1,000', 'en-GB', 1000],
    ['9,999,999,999', 'en-IE', 9_999_999_999],
    ['1.000', 'es-ES', 1000],
    ['1.250.000', 'nl-BE', 1_250_000],
    ['1 000', 'fr-FR', 1000],
    ['1\u202f000', 'fr-FR', 1000],
    ['1\u00a0000', 'fr-BE', 1000],
    ['9 999 999 999', 'en-GB', 9_999_999_999],
  ])('"%s" in %s reads %s', (text, locale, amount) => {
    expect(parseWholeAmount(text, locale)).toBe(amount);
  });

  it.each<[string, string]>([
    ['12.5', 'en-GB'],
    ['1,5', 'fr-FR'],
    // "1,000" is one in French, and "1.000" is one in English: a decimal, never read as a thousand.
    ['1,000', 'fr-FR'],
    ['1.000', 'en-GB'],
    ['1,00', 'en-GB'],
    ['10,00,000', 'en-GB'],
    ['1,000.50', 'en-GB'],
    ['-5', 'en-GB'],
    ['£1,000', 'en-GB'],
    ['1e3', 'en-GB'],
  ])('"%s" in %s is not a whole amount', (text, locale) => {
    expect(parseWholeAmount(text, locale)).toBeNaN();
  });
});

describe('the price range rules in a locale', () => {
  const errorsOf = (locale: string, from: string, to: string) => {
    try {
      priceRangeSchemaFor(locale).validateSync({ from, to }, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as { errors: string[] }).errors;
    }
  };

  it('compares grouped amounts by value', () => {
    expect(errorsOf('en-GB', '5,000', '10,000')).toEqual([]);
    expect(errorsOf('es-ES', '10.000', '5.000')).toEqual(['priceRange.toFromError']);
  });

  it('refuses an amount above 9,999,999,999 however it is grouped', () => {
    expect(errorsOf('fr-FR', '', '10 000 000 000')).toEqual(['priceRange.invalidTo']);
  });

  it('refuses a decimal in the locale\'s own writing', () => {
    expect(errorsOf('fr-FR', '1,5', '')).toEqual(['priceRange.invalidFrom']);
  });
});
