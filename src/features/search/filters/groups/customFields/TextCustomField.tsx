import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/ui';
import type { UdfItem } from '@/services/udf/types';
import { TEXT_INPUT_DEBOUNCE_MS, UDF_TEXT_MAX } from '../../model/constants';
import { udfEntry } from '../../model/filterEntries';
import { useCustomFieldEntries } from './useCustomFieldEntries';

/**
 * Text or text area: at most 100 characters, else the max error and no filter; changes settle 500 ms.
 * The limit counts what would be sent (the value trimmed), so spaces pasted around 100 letters are not refused.
 */
export function TextCustomField({ item }: { item: UdfItem }) {
  const { t } = useTranslation('searchFilters');
  const { entries, set } = useCustomFieldEntries(item);
  const [value, setValue] = useState(entries[0]?.query?.stringValue ?? '');
  const text = value.trim();
  const tooLong = text.length > UDF_TEXT_MAX;
  const setRef = useRef(set);
  setRef.current = set;
  const current = entries[0]?.query?.stringValue ?? '';

  useEffect(() => {
    const wanted = tooLong ? '' : text;
    if (wanted === current) return undefined;
    const timer = setTimeout(() => {
      setRef.current(
        wanted
          ? [udfEntry({ udfItemId: item.id, udfItemType: item.type, stringValue: wanted }, t('customFields.valueCopy', { field: item.title, value: wanted }), item.sectionId)]
          : [],
      );
    }, TEXT_INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, tooLong, current, item, t]);

  return (
    <TextField
      label={item.title}
      multiline={item.type === 'text-area'}
      rows={3}
      value={value}
      onChange={setValue}
      isInvalid={tooLong}
      errorMessage={t('customFields.textMax')}
    />
  );
}
