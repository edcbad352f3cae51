import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommunitySettings } from '@/platform/session';
import type { RiskPrintDataDto } from '@/services/riskChecker/types';
import { buildRiskReport, type RiskReport } from './riskReportModel';

/** The risk report in the buyer's language, money in the community's currency and locale. */
export function useRiskReport(data: RiskPrintDataDto | null | undefined, fallbackName: string): RiskReport {
  const { t } = useTranslation('riskAnalytics');
  const community = useCommunitySettings();
  const currency = community?.currency ?? 'GBP';
  const locale = community?.locale ?? 'en-GB';
  return useMemo(
    () => buildRiskReport(data, { t: (key, options) => t(key, options), currency, locale, fallbackName }),
    [data, t, currency, locale, fallbackName],
  );
}
