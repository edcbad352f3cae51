import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/ui';
import type { UdfItem } from '@/services/udf/types';
import { udfEntry } from '../../model/filterEntries';
import { useCustomFieldEntries } from './useCustomFieldEntries';

export function CheckboxCustomField({ item }: { item: UdfItem }) {
  const { t } = useTranslation('searchFilters');
  const { entries, set } = useCustomFieldEntries(item);
  return (
    <Checkbox
      isSelected={entries.length > 0}
      onChange={(on) =>
        set(on ? [udfEntry({ udfItemId: item.id, udfItemType: 'checkbox', bitValue: true }, t('customFields.valueCopy', { field: item.title, value: t('customFields.yes') }), item.sectionId)] : [])
      }
    >
      {item.title}
    </Checkbox>
  );
}
