/**
 * Number formats of the risk report (spec 02 §2.7): currency with no decimals in the community's
 * currency and language, probabilities with 3 decimals. A missing value prints "-".
 */
export const NO_VALUE = '-';

export interface RiskNumberFormat {
  currency: string;
  /** The community's locale (config.json communities.XX.locale), as the print view's money. */
  locale: string;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function formatRiskCurrency(value: number | null | undefined, { currency, locale }: RiskNumberFormat): string {
  if (!isNumber(value)) return NO_VALUE;
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(value);
}

export function formatProbability(value: number | null | undefined, locale: string): string {
  if (!isNumber(value)) return NO_VALUE;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(value);
}

export function formatRiskNumber(value: number | null | undefined, locale: string): string {
  return isNumber(value) ? new Intl.NumberFormat(locale).format(value) : NO_VALUE;
}
