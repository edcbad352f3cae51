import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { CompanySummary } from '@/services/companySearch/types';
import { ComboBox, type ComboBoxItem } from '@/ui';
import { companyTextChanged, COMPANY_MIN_CHARS } from '../session/lookupsSlice';
import { organisationCreateRequested, supplierOpened } from '../session/searchSessionSlice';
import { selectCompanyLookup } from '../session/selectors';
import { CreateOrganisation } from './CreateOrganisation';
import { LookupUnavailable } from './LookupUnavailable';
import { useProfileOrigin } from '../results/profileOrigin';

type CompanyItem = ComboBoxItem & { company: CompanySummary };

/** Type-ahead over the company register ("supplier name or ID"): 2+ characters, 500 ms debounce in the saga. */
export function CompanySearch() {
  const { t } = useTranslation('search');
  const dispatch = useDispatch();
  const { text, hits } = useSelector(selectCompanyLookup);
  const originUrl = useProfileOrigin();
  const searched = text.trim().length >= COMPANY_MIN_CHARS;

  const items: CompanyItem[] = searched
    ? (hits.data ?? []).map((company) => ({
        id: `${company.countryCode}:${company.companyNumber}`,
        label: company.name,
        description: [company.companyNumber, company.city, company.postcode, company.entityId ? null : t('company.notRegistered')]
          .filter(Boolean)
          .join(' · '),
        company,
      }))
    : [];

  // A failed look-up must not read as "not found" (issue 11): the buyer would conclude the supplier is absent.
  const empty = hits.status === 'error' ? <LookupUnavailable /> : t('company.noMatches');

  const onPick = (item: CompanyItem | null) => {
    if (!item) return;
    const { company } = item;
    // A company already on the platform opens its profile; one that is not can be created.
    if (company.entityId) dispatch(supplierOpened({ entityId: company.entityId, originUrl }));
    else dispatch(organisationCreateRequested({ companyName: company.name, companyNumber: company.companyNumber }));
  };

  return (
    <div>
      <ComboBox<CompanyItem>
        label={t('company.label')}
        items={items}
        inputValue={text}
        onInputChange={(value) => dispatch(companyTextChanged(value))}
        onSelectionChange={onPick}
        selectedKey={null}
        hint={t('company.hint')}
        isLoading={searched && hits.status === 'loading'}
        loadingLabel={t('company.loadingSuggestions')}
        emptyText={searched && hits.status !== 'loading' ? empty : undefined}
      />
      <CreateOrganisation companyName={text.trim()} show={searched && hits.status === 'loaded'} />
    </div>
  );
}
