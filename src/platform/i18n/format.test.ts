import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber } from './format';

describe('formatting', () => {
  it('shows dates as dd/MM/yyyy and times as HH:mm', () => {
    expect(formatDate(new Date(2026, 10, 2))).toBe('02/11/2026');
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7))).toBe('05/01/2026 09:07');
  });

  it('shows nothing for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('formats money in the community currency and locale, whole amounts', () => {
    expect(formatMoney(1250000, 'GBP', 'en-GB')).toBe('£1,250,000');
    expect(formatMoney(1250000, 'EUR', 'fr-FR').replace(/\s/g, ' ')).toBe('1 250 000 €');
  });

  it('formats numbers per locale', () => {
    expect(formatNumber(5000, 'en-GB')).toBe('5,000');
    expect(formatNumber(5000, 'es-ES').replace(/\s/g, ' ')).toMatch(/^5.?000$/);
  });
});
