import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/ui';
import { formatDate } from '@/platform/i18n';
import type { UdfItem } from '@/services/udf/types';
import { dateFromValue, dateToValue, parseDisplayDate } from '../../model/dates';
import { udfEntry } from '../../model/filterEntries';
import { Row } from '../groups.styles';
import { useCustomFieldEntries } from './useCustomFieldEntries';

const shown = (iso: string | null | undefined) => (iso ? formatDate(iso) : '');

/** A date range: either end may be open; the start cannot be after the end (spec 01 §5). */
export function DateCustomField({ item }: { item: UdfItem }) {
  const { t } = useTranslation('searchFilters');
  const { entries, set } = useCustomFieldEntries(item);
  const [from, setFrom] = useState(shown(entries[0]?.query?.dateFromValue));
  const [to, setTo] = useState(shown(entries[0]?.query?.dateToValue));
  const fromDate = parseDisplayDate(from);
  const toDate = parseDisplayDate(to);
  const outOfOrder = fromDate instanceof Date && toDate instanceof Date && fromDate > toDate;

  const update = (nextFrom: string, nextTo: string) => {
    const a = parseDisplayDate(nextFrom);
    const b = parseDisplayDate(nextTo);
    if (a === 'invalid' || b === 'invalid') return;
    if (a && b && a > b) {
      set([]);
      return;
    }
    if (!a && !b) {
      set([]);
      return;
    }
    const copy = t('customFields.dateRangeCopy', { field: item.title, from: a ? formatDate(a) : '…', to: b ? formatDate(b) : '…' });
    set([
      udfEntry(
        { udfItemId: item.id, udfItemType: 'date', dateFromValue: a ? dateFromValue(a) : null, dateToValue: b ? dateToValue(b) : null },
        copy,
        item.sectionId,
      ),
    ]);
  };

  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>{item.title}</legend>
      <Row>
        <TextField
          label={t('customFields.dateFrom')}
          placeholder={t('customFields.datePlaceholder')}
          value={from}
          onChange={(v) => {
            setFrom(v);
            update(v, to);
          }}
          isInvalid={fromDate === 'invalid'}
          errorMessage={t('customFields.invalidDate')}
        />
        <TextField
          label={t('customFields.dateTo')}
          placeholder={t('customFields.datePlaceholder')}
          value={to}
          onChange={(v) => {
            setTo(v);
            update(from, v);
          }}
          isInvalid={toDate === 'invalid' || outOfOrder}
          errorMessage={toDate === 'invalid' ? t('customFields.invalidDate') : t('customFields.dateOrder')}
        />
      </Row>
    </fieldset>
  );
}
