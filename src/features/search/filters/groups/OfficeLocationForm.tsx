import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ComboBox, Select, TextField } from '@/ui';
import { useCommunitySettings } from '@/platform/session';
import { LOCATION_TYPES, type LocationType } from '@/services/geo/types';
import { useFilterChoices } from '../hooks';
import { officeDistanceEntry, officeLocationEntry } from '../model/filterEntries';
import { useLocationSuggestions, type LocationItem } from './useLocationSuggestions';
import { GroupBody, Row } from './groups.styles';

const NO_TYPE: LocationType[] = [];
const NEEDS_DISTANCE: LocationType[] = ['postcode', 'outcode'];

/**
 * Office located: a location type, then a type-ahead of that type; a postcode or outcode also
 * needs a distance above 0 (spec 01 §4, §5), in the community's unit.
 */
export function OfficeLocationForm() {
  const { t } = useTranslation('searchFilters');
  const unit = useCommunitySettings()?.distanceUnit ?? 'miles';
  const { add } = useFilterChoices();
  const [type, setType] = useState<LocationType | null>(null);
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<LocationItem | null>(null);
  const [distance, setDistance] = useState('');
  const [distanceError, setDistanceError] = useState(false);
  const { status, loaded, items } = useLocationSuggestions(officeLocationEntry, input, type ? [type] : NO_TYPE);
  const needsDistance = NEEDS_DISTANCE.includes(picked?.locationType ?? type ?? 'country');

  const reset = () => {
    setInput('');
    setPicked(null);
    setDistance('');
    setDistanceError(false);
  };

  const addLocation = () => {
    if (!picked) return;
    if (!needsDistance) {
      add(officeLocationEntry(picked));
      reset();
      return;
    }
    const miles = Number(distance.trim().replace(',', '.'));
    if (!distance.trim() || !Number.isFinite(miles) || miles <= 0) {
      setDistanceError(true);
      return;
    }
    add(officeDistanceEntry(picked, miles, unit));
    reset();
  };

  return (
    <GroupBody>
      <Select<LocationType>
        label={t('location.locationType')}
        placeholder={t('selectPlaceholder', { ns: 'common' })}
        options={LOCATION_TYPES.map((id) => ({ id, label: t(`location.types.${id}`) }))}
        value={type}
        onChange={(next) => {
          setType(next);
          reset();
        }}
      />
      <ComboBox<LocationItem>
        label={t('location.officeLocated')}
        items={items}
        inputValue={input}
        onInputChange={(value) => {
          setInput(value);
          if (picked && value !== picked.label) setPicked(null);
        }}
        selectedKey={picked?.id ?? null}
        onSelectionChange={(item) => {
          setPicked(item);
          if (item) setInput(item.label);
        }}
        hint={type ? undefined : t('location.chooseTypeFirst')}
        isLoading={input.trim().length > 0 && !loaded && status !== 'error'}
        loadingLabel={t('location.loadingSuggestions')}
        emptyText={loaded ? t('location.noResults') : undefined}
        isInvalid={status === 'error'}
        errorMessage={t('errors.requestFailed')}
      />
      <Row>
        <TextField
          label={t('location.distance', { unit: t(`units.${unit}`) })}
          description={t('location.distanceHint')}
          inputMode="decimal"
          value={distance}
          onChange={(value) => {
            setDistance(value);
            setDistanceError(false);
          }}
          isDisabled={!needsDistance}
          isInvalid={distanceError}
          errorMessage={t('location.invalidDistance')}
        />
        <Button variant="secondary" isDisabled={!type || !picked} onPress={addLocation}>
          {t('location.addLocation')}
        </Button>
      </Row>
    </GroupBody>
  );
}
