import type { UdfItem } from '@/services/udf/types';
import { MULTISELECT_ABOVE } from '../../model/constants';
import { TextCustomField } from './TextCustomField';
import { DateCustomField } from './DateCustomField';
import { CheckboxCustomField } from './CheckboxCustomField';
import { OptionsCheckboxes } from './OptionsCheckboxes';
import { OptionsMultiSelect } from './OptionsMultiSelect';
import { RadioCustomField } from './RadioCustomField';

/** One custom field by its item type; option lists above 3 become a searchable multiselect. */
export function CustomField({ item }: { item: UdfItem }) {
  switch (item.type) {
    case 'text-field':
    case 'text-area':
      return <TextCustomField item={item} />;
    case 'date':
      return <DateCustomField item={item} />;
    case 'checkbox':
      return <CheckboxCustomField item={item} />;
    case 'radio-button-group':
      return <RadioCustomField item={item} />;
    case 'checkbox-group':
    case 'dropdown':
      return item.items.length > MULTISELECT_ABOVE ? <OptionsMultiSelect item={item} /> : <OptionsCheckboxes item={item} />;
  }
}
