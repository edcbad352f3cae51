import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@/ui';
import type { UdfItem } from '@/services/udf/types';
import { dateFromValue, dateToValue, dayOfWireValue, showDay } from '../../model/dates';
import { udfEntry } from '../../model/filterEntries';
import { Row } from '../groups.styles';
import { useCustomFieldEntries } from './useCustomFieldEntries';

/** A date range: either end may be open; the start cannot be after the end (spec 01 §5). */
export function DateCustomField({ item }: { item: UdfItem }) {
  const { t } = useTranslation('searchFilters');
  const { entries, set } = useCustomFieldEntries(item);
  const [from, setFrom] = useState(dayOfWireValue(entries[0]?.query?.dateFromValue));
  const [to, setTo] = useState(dayOfWireValue(entries[0]?.query?.dateToValue));
  // A field left part-typed still shows its digits, but its last date is no longer what the buyer
  // sees: that end is open until it is whole again, so the basket and the search match the fields.
  const [incomplete, setIncomplete] = useState({ from: false, to: false });
  // ISO days compare as strings.
  const outOfOrder = from !== null && to !== null && from > to;

  // The pickers report complete dates only; one being typed leaves the filter as it was.
  const update = (nextFrom: string | null, nextTo: string | null, nextIncomplete = incomplete) => {
    if (nextIncomplete.from) nextFrom = null;
    if (nextIncomplete.to) nextTo = null;
    if ((nextFrom && nextTo && nextFrom > nextTo) || (!nextFrom && !nextTo)) {
      set([]);
      return;
    }
    const copy = t('customFields.dateRangeCopy', {
      field: item.title, from: nextFrom ? showDay(nextFrom) : '…', to: nextTo ? showDay(nextTo) : '…',
    });
    set([
      udfEntry(
        {
          udfItemId: item.id,
          udfItemType: 'date',
          dateFromValue: nextFrom ? dateFromValue(nextFrom) : null,
          dateToValue: nextTo ? dateToValue(nextTo) : null,
        },
        copy,
        item.sectionId,
      ),
    ]);
  };

  const messages = { incomplete: t('customFields.invalidDate') };
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>{item.title}</legend>
      <Row>
        <DatePicker
          label={t('customFields.dateFrom')}
          value={from}
          onChange={(day) => {
            setFrom(day);
            const next = { ...incomplete, from: false };
            setIncomplete(next);
            update(day, to, next);
          }}
          onIncompleteChange={(isIncomplete) => {
            const next = { ...incomplete, from: isIncomplete };
            setIncomplete(next);
            update(from, to, next);
          }}
          messages={messages}
        />
        <DatePicker
          label={t('customFields.dateTo')}
          value={to}
          onChange={(day) => {
            setTo(day);
            const next = { ...incomplete, to: false };
            setIncomplete(next);
            update(from, day, next);
          }}
          onIncompleteChange={(isIncomplete) => {
            const next = { ...incomplete, to: isIncomplete };
            setIncomplete(next);
            update(from, to, next);
          }}
          isInvalid={outOfOrder}
          errorMessage={t('customFields.dateOrder')}
          messages={messages}
        />
      </Row>
    </fieldset>
  );
}
