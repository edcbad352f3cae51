import { describe, expect, it } from 'vitest';
import { formatProbability, formatRiskCurrency } from './riskFormat';

// Intl writes a narrow no-break space (U+202F) or no-break space (U+00A0) as group and currency separators in fr/nl.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('risk report number formats (spec 02 §2.7)', () => {
  it('currency has no decimals, in the community currency and language', () => {
    expect(formatRiskCurrency(1234567.89, { currency: 'GBP', locale: 'en-GB' })).toBe('£1,234,568');
    expect(spaces(formatRiskCurrency(1234567.4, { currency: 'EUR', locale: 'fr-FR' }))).toBe('1 234 567 €');
    expect(spaces(formatRiskCurrency(-98765, { currency: 'EUR', locale: 'nl-BE' }))).toBe('€ -98.765');
    expect(formatRiskCurrency(1500, { currency: 'EUR', locale: 'es-ES' })).toMatch(/^1\.?500\s€$/);
  });

  it('a missing or non-finite amount is "-"', () => {
    expect(formatRiskCurrency(null, { currency: 'GBP', locale: 'en-GB' })).toBe('-');
    expect(formatRiskCurrency(NaN, { currency: 'GBP', locale: 'en-GB' })).toBe('-');
  });

  it('probabilities show 3 decimals', () => {
    expect(formatProbability(0.12345, 'en-GB')).toBe('0.123');
    expect(formatProbability(0.1, 'en-GB')).toBe('0.100');
    expect(formatProbability(0.0275, 'fr-FR')).toBe('0,028');
    expect(formatProbability(-0.004, 'en-GB')).toBe('-0.004');
    expect(formatProbability(undefined, 'en-GB')).toBe('-');
  });
});
