import { useMemo } from 'react';
import { useCommunitySettings } from '@/platform/session';
import { DEFAULT_MONEY, type MoneyFormat } from './companyFacts';

/** The community's currency and locale for money on the profile. */
export function useMoneyFormat(): MoneyFormat {
  const settings = useCommunitySettings();
  return useMemo(
    () => (settings ? { currency: settings.currency, locale: settings.locale } : DEFAULT_MONEY),
    [settings],
  );
}
