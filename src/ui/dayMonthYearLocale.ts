/**
 * Dates are typed and shown dd/MM/yyyy in every language (specs 01 §9, 02 §9), but react-aria
 * orders a date field's segments by its locale: en-US puts the month first and nl-NL writes
 * dd-MM-yyyy. So the date input gets a locale of the buyer's language that writes day/month/year
 * with slashes (en → en-GB, nl → nl-BE), or en-GB when the language has none. Only the input's
 * order and separators change; its placeholders and labels stay in the buyer's language, and the
 * calendar keeps the app's locale.
 */
const SAME_LANGUAGE_DAY_MONTH_YEAR: Record<string, string> = { en: 'en-GB', nl: 'nl-BE', fr: 'fr-FR', es: 'es-ES' };
const FALLBACK = 'en-GB';

const checked = new Map<string, boolean>();

function writesDayMonthYear(locale: string): boolean {
  let result = checked.get(locale);
  if (result === undefined) {
    try {
      const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(new Date(2025, 4, 10));
      result = parts.map((p) => (p.type === 'literal' ? p.value : p.type)).join('') === 'day/month/year';
    } catch {
      result = false;
    }
    checked.set(locale, result);
  }
  return result;
}

export function dayMonthYearLocale(locale: string): string {
  const language = locale.split('-')[0];
  const candidates = [locale, SAME_LANGUAGE_DAY_MONTH_YEAR[language]];
  return candidates.find((candidate) => candidate && writesDayMonthYear(candidate)) ?? FALLBACK;
}
