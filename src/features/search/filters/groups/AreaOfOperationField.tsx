import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox } from '@/ui';
import { useFilterChoices, useTypeaheads } from '../hooks';
import { areaOfOperationEntry } from '../model/filterEntries';
import { useLocationSuggestions, type LocationItem } from './useLocationSuggestions';

/** Area of operation: any location type (the service's empty type list), added on pick. */
export function AreaOfOperationField() {
  const { t } = useTranslation('searchFilters');
  const { searchLocations } = useTypeaheads();
  const { add } = useFilterChoices();
  const [input, setInput] = useState('');
  const { state, items } = useLocationSuggestions('area', areaOfOperationEntry, input);
  const loaded = state.status === 'loaded' && state.data?.query === input;
  return (
    <ComboBox<LocationItem>
      label={t('location.areaOfOperation')}
      items={items}
      inputValue={input}
      onInputChange={(value) => {
        setInput(value);
        searchLocations('area', value, []);
      }}
      selectedKey={null}
      onSelectionChange={(item) => {
        if (!item) return;
        add(areaOfOperationEntry(item));
        setInput('');
        searchLocations('area', '', []);
      }}
      isLoading={input.trim().length > 0 && !loaded && state.status !== 'error'}
      loadingLabel={t('location.loadingSuggestions')}
      emptyText={loaded ? t('location.noResults') : undefined}
      isInvalid={state.status === 'error'}
      errorMessage={t('errors.requestFailed')}
    />
  );
}
