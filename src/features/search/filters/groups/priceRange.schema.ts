import * as yup from 'yup';
import { NOTATION_MAX, NOTATION_MIN } from '../model/constants';

export interface PriceRangeValues {
  from: string;
  to: string;
}

/** Spaces a buyer may group digits with in any language ("9 999 999 999"), the no-break ones included. */
const SPACES = [' ', '\u00a0', '\u202f'];

/** The group separator the locale writes amounts with: "," in en-GB, "." in es-ES and nl-BE, a narrow space in fr-FR. */
const groupSeparatorOf = (locale: string) =>
  new Intl.NumberFormat(locale).formatToParts(10_000).find((part) => part.type === 'group')?.value ?? '';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A whole amount as the buyer may type it in the community's locale (the one the filter shows it in):
 * digits alone, or grouped in threes by that locale's separator or a space ("1,000" in en-GB,
 * "1.000" in es-ES, "1 000" anywhere). null when empty; NaN when it is not a whole amount, so a
 * decimal written in the locale's way ("1,5" in French, "12.5" in English) is refused, never rounded.
 */
export function parseWholeAmount(text: string, locale: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  if (/^\d+$/.test(value)) return Number(value);
  const separators = [...new Set([groupSeparatorOf(locale), ...SPACES])].filter(Boolean).map(escape).join('|');
  const grouped = new RegExp(`^\\d{1,3}(?:(?:${separators})\\d{3})+$`);
  return grouped.test(value) ? Number(value.replace(/\D/g, '')) : NaN;
}

const inBounds = (locale: string) => (v: string | undefined) => {
  const amount = parseWholeAmount(v ?? '', locale);
  return amount === null || (amount >= NOTATION_MIN && amount <= NOTATION_MAX);
};

/**
 * Whole currency amounts 0..9,999,999,999; 'To' above 'From' (spec 01 §5 notation), read in the community's
 * locale (parseWholeAmount). Messages are i18n keys.
 */
export function priceRangeSchemaFor(locale: string) {
  const valid = inBounds(locale);
  return yup.object({
    from: yup.string().test('from-valid', 'priceRange.invalidFrom', valid),
    to: yup
      .string()
      .test('to-valid', 'priceRange.invalidTo', valid)
      .test('to-above-from', 'priceRange.toFromError', function aboveFrom(to) {
        const { from } = this.parent as PriceRangeValues;
        const low = parseWholeAmount(from ?? '', locale);
        const high = parseWholeAmount(to ?? '', locale);
        // Only two valid amounts compare; an invalid one has its own message.
        if (low === null || high === null || !valid(from) || !valid(to)) return true;
        return high > low;
      }),
  });
}
