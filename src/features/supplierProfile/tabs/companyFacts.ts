import { formatMoney, formatNumber } from '@/platform/i18n';

/** What a tile or fact shows for a value the supplier has not given. */
export const DASH = '-';

/** The wire's turnover may be null or a string such as "NaN": anything not a finite number is "-" (spec 02 §2.4). */
export function finiteNumber(value: number | string | null | undefined): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

export interface MoneyFormat {
  currency: string;
  locale: string;
}

/** Spec 02 §9: GBP and en-GB unless the community's configuration says otherwise. */
export const DEFAULT_MONEY: MoneyFormat = { currency: 'GBP', locale: 'en-GB' };

export const moneyOrDash = (value: number | string | null | undefined, money: MoneyFormat) => {
  const n = finiteNumber(value);
  return n === null ? DASH : formatMoney(n, money.currency, money.locale);
};

export const countOrDash = (value: number | null | undefined, locale: string) => {
  const n = finiteNumber(value);
  return n === null ? DASH : formatNumber(n, locale);
};
