import type { TFunction } from 'i18next';
import { formatMoney } from '@/platform/i18n';
import type { FilterCopy } from '@/services/search/types';

/** "£1,000 to £5,000", "From £1,000", "Up to £5,000" or "Any contract value". */
export function priceRangeText(copy: FilterCopy | undefined, t: TFunction, currency: string, locale: string): string {
  const money = (v: number | 'unset' | undefined) => (typeof v === 'number' ? formatMoney(v, currency, locale) : null);
  const from = money(copy?.MinValue);
  const to = money(copy?.MaxValue);
  if (from && to) return t('workCategories.range', { from, to });
  if (from) return t('workCategories.fromOnly', { from });
  if (to) return t('workCategories.toOnly', { to });
  return t('workCategories.anyPrice');
}
