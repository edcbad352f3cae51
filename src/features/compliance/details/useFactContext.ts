import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { joinAddress } from '@/lib/address';
import { formatDate, formatMoney } from '@/platform/i18n';
import { useCommunitySettings } from '@/platform/session';
import type { ReferenceNames } from './hooks';
import type { FactContext } from './views/viewTypes';

const DEFAULT_MONEY = { currency: 'GBP', locale: 'en-GB' };

/** Money in the record's currency (the community's when it gives none); an unknown code shows the amount and the code. */
function money(amount: number, currency: string, locale: string): string {
  try {
    return formatMoney(amount, currency, locale);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** The look-ups and formats a detail page builds its facts with (spec 03 §5 address, §9 dates and currency). */
export function useFactContext(names: ReferenceNames): FactContext {
  const { t } = useTranslation('complianceDetails');
  const settings = useCommunitySettings();
  return useMemo<FactContext>(() => {
    const { currency, locale } = settings ?? DEFAULT_MONEY;
    const name: FactContext['name'] = (type, id) =>
      id === null || id === undefined ? null : (names.nameOf(type, id) ?? t('values.unknownReference', { id }));
    return {
      name,
      date: (value) => (value ? formatDate(value) || value : null),
      money: (amount, code) => (typeof amount === 'number' && Number.isFinite(amount) ? money(amount, code || currency, locale) : null),
      address: (address) =>
        address
          ? joinAddress({ ...address, country: address.countryId === null || address.countryId === undefined ? null : name('locationCountry', address.countryId) }) || null
          : null,
    };
  }, [names, settings, t]);
}
