import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { SupplierByReference } from '@/services/entityReferences/types';
import { ComboBox, type ComboBoxItem } from '@/ui';
import { referenceTextChanged, REFERENCE_MIN_CHARS } from '../session/lookupsSlice';
import { supplierOpened } from '../session/searchSessionSlice';
import { selectReferenceLookup } from '../session/selectors';
import { LookupUnavailable } from './LookupUnavailable';
import { useProfileOrigin } from '../results/profileOrigin';

type ReferenceItem = ComboBoxItem & { hit: SupplierByReference };

/** The buyer's own supplier reference: trimmed 2+ characters, 200 ms debounce in the saga. */
export function ReferenceSearch() {
  const { t } = useTranslation('search');
  const dispatch = useDispatch();
  const { text, hits } = useSelector(selectReferenceLookup);
  const originUrl = useProfileOrigin();
  const length = text.trim().length;
  const searched = length >= REFERENCE_MIN_CHARS;
  const items: ReferenceItem[] = searched
    ? (hits.data ?? []).map((hit) => ({ id: hit.entityId, label: `${hit.reference} · ${hit.name}`, hit }))
    : [];

  // A failed look-up must not read as "not found" (issue 11): the buyer would conclude the supplier is absent.
  const empty = hits.status === 'error' ? <LookupUnavailable /> : t('reference.noResults');

  return (
    <ComboBox<ReferenceItem>
      label={t('reference.label')}
      items={items}
      inputValue={text}
      onInputChange={(value) => dispatch(referenceTextChanged(value))}
      onSelectionChange={(item) => item && dispatch(supplierOpened({ entityId: item.hit.entityId, originUrl }))}
      selectedKey={null}
      hint={length > 0 && !searched ? t('reference.typeMore') : undefined}
      isLoading={searched && hits.status === 'loading'}
      loadingLabel={t('reference.loadingSuggestions')}
      emptyText={searched && hits.status !== 'loading' ? empty : undefined}
    />
  );
}
