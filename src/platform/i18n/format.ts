import { format, isValid } from 'date-fns';

/** Dates display dd/MM/yyyy and times HH:mm everywhere (specs 01 §9, 02 §9). */
export const DATE_FORMAT = 'dd/MM/yyyy';
export const TIME_FORMAT = 'HH:mm';

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return isValid(date) ? format(date, DATE_FORMAT) : '';
}

export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return isValid(date) ? format(date, `${DATE_FORMAT} ${TIME_FORMAT}`) : '';
}

/** Money in the community's currency and locale, whole amounts unless told otherwise. */
export function formatMoney(amount: number, currency: string, locale: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}
