import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { companyNumberWordingFor, registrationField } from '@/platform/community/wording';
import { useCommunityCode } from '@/platform/session';
import type { SupplierSearchResult } from '@/services/search/types';
import type { ComboBoxItem } from '@/ui';
import { headOffice } from '../results/supplierRules';

export type QuickSuggestion = ComboBoxItem & { supplier: SupplierSearchResult };

/**
 * A quick-search hit as a suggestion: the supplier's name, then the number the results table shows
 * (registrationNumber for GB, companyHouseNumber otherwise) named by the supplier's own country
 * ("SIREN or SIRET: …"), then its head office town.
 */
export function useQuickSuggestions(hits: SupplierSearchResult[] | null | undefined): QuickSuggestion[] {
  const { t } = useTranslation(['quickSearch', 'common']);
  const community = useCommunityCode();
  return useMemo(() => {
    const field = registrationField(community);
    return (hits ?? []).map((supplier) => {
      const number = supplier[field];
      const numberLine = number
        ? t('quickSearch:numberLine', { kind: t(`common:${companyNumberWordingFor(supplier.countryCode)}`), number })
        : null;
      return {
        id: supplier.entityID,
        label: supplier.name,
        description: [numberLine, headOffice(supplier)?.city].filter(Boolean).join(' · '),
        supplier,
      };
    });
  }, [hits, community, t]);
}
