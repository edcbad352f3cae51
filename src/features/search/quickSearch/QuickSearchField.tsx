import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { ComboBox } from '@/ui';
import { LookupUnavailable } from '../landing/LookupUnavailable';
import { supplierOpened } from '../session/searchSessionSlice';
import { useProfileOrigin } from '../results/profileOrigin';
import { QUICK_SEARCH } from './quickSearchRules';
import type { QuickLookupState } from './quickSearchSlice';
import { useQuickSuggestions, type QuickSuggestion } from './useQuickSuggestions';

export interface QuickSearchFieldProps {
  label: string;
  lookup: QuickLookupState;
  onTextChange: (text: string) => void;
}

/**
 * The landing's type-ahead (ui ComboBox: arrows, Enter, Escape keeps the text) on quick-search hits:
 * "type 3 or more" below the minimum, "No results found" for no hit, "Search is unavailable" for a
 * failure (never "no results": the buyer would conclude the supplier is absent). Picking opens the profile.
 */
export function QuickSearchField({ label, lookup, onTextChange }: QuickSearchFieldProps) {
  const { t } = useTranslation('quickSearch');
  const dispatch = useDispatch();
  const { text, hits } = lookup;
  const originUrl = useProfileOrigin();
  const length = text.trim().length;
  const tooLong = length > QUICK_SEARCH.maxChars;
  const searched = length >= QUICK_SEARCH.minChars && !tooLong;
  const items = useQuickSuggestions(searched ? hits.data : null);

  let empty: ReactNode;
  if (searched && hits.status === 'error') empty = <LookupUnavailable />;
  else if (searched && hits.status === 'loaded') empty = t('noResults');

  return (
    <ComboBox<QuickSuggestion>
      label={label}
      items={items}
      inputValue={text}
      onInputChange={onTextChange}
      onSelectionChange={(item) => item && dispatch(supplierOpened({ entityId: item.supplier.entityID, originUrl }))}
      selectedKey={null}
      hint={length < QUICK_SEARCH.minChars ? t('typeMore') : undefined}
      isInvalid={tooLong}
      errorMessage={tooLong ? t('tooLong') : undefined}
      isLoading={searched && hits.status === 'loading'}
      loadingLabel={t('loadingSuggestions')}
      emptyText={empty}
    />
  );
}
