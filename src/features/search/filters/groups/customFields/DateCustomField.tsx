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
  // What each field holds as a valid date (null while empty, part-typed or otherwise invalid): the
  // filter follows these, so invalid input withdraws its end of the range instead of leaving the
  // last good date in force (the basket and the search match the fields, issues 10 and 11).
  const [initial] = useState(() => ({
    from: dayOfWireValue(entries[0]?.query?.dateFromValue),
    to: dayOfWireValue(entries[0]?.query?.dateToValue),
  }));
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  // ISO days compare as strings.
  const outOfOrder = from !== null && to !== null && from > to;

  const update = (nextFrom: string | null, nextTo: string | null) => {
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
          defaultValue={initial.from}
          onValidChange={(day) => {
            setFrom(day);
            update(day, to);
          }}
          messages={messages}
        />
        <DatePicker
          label={t('customFields.dateTo')}
          defaultValue={initial.to}
          onValidChange={(day) => {
            setTo(day);
            update(from, day);
          }}
          isInvalid={outOfOrder}
          errorMessage={t('customFields.dateOrder')}
          messages={messages}
        />
      </Row>
    </fieldset>
  );
}
