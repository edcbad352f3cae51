import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox } from '@/ui';
import type { LocationType } from '@/services/geo/types';
import { useFilterChoices } from '../hooks';
import { areaOfOperationEntry } from '../model/filterEntries';
import { useLocationSuggestions, type LocationItem } from './useLocationSuggestions';

const ANY_TYPE: LocationType[] = [];

/** Area of operation: any location type (the service's empty type list), added on pick. */
export function AreaOfOperationField() {
  const { t } = useTranslation('searchFilters');
  const { add } = useFilterChoices();
  const [input, setInput] = useState('');
  const { status, loaded, items } = useLocationSuggestions(areaOfOperationEntry, input, ANY_TYPE);
  return (
    <ComboBox<LocationItem>
      label={t('location.areaOfOperation')}
      items={items}
      inputValue={input}
      onInputChange={(value) => {
        setInput(value);
      }}
      selectedKey={null}
      onSelectionChange={(item) => {
        if (!item) return;
        add(areaOfOperationEntry(item));
        setInput('');
      }}
      isLoading={input.trim().length > 0 && !loaded && status !== 'error'}
      loadingLabel={t('location.loadingSuggestions')}
      emptyText={loaded ? t('location.noResults') : undefined}
      isInvalid={status === 'error'}
      errorMessage={t('errors.requestFailed')}
    />
  );
}
