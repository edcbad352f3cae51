import { useTranslation } from 'react-i18next';
import type { UdfItem } from '@/services/udf/types';
import { Checkbox, CheckboxGroup, DatePicker, Radio, RadioGroup, Select, TextField } from '@/ui';
import { textMaxLength } from './customFields.schema';
import type { FieldValue } from './fieldValues';

interface Props {
  item: UdfItem;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  /** The field's own error (too long) or "Error saving changes" after a failed save. */
  error?: string;
}

/** One custom field in edit mode, by type (spec 02 §3: the seven field types). */
export function CustomFieldInput({ item, value, onChange, error }: Props) {
  const { t } = useTranslation('profileCustomFields');
  const invalid = Boolean(error);
  switch (item.type) {
    case 'text-field':
    case 'text-area':
      return (
        <TextField
          label={item.title}
          multiline={item.type === 'text-area'}
          rows={3}
          value={value as string}
          onChange={onChange}
          isInvalid={invalid}
          errorMessage={error}
          description={`${(value as string).length} / ${textMaxLength(item)}`}
        />
      );
    case 'checkbox':
      return (
        <Checkbox isSelected={value === true} onChange={onChange} isInvalid={invalid}>
          {item.title}
        </Checkbox>
      );
    case 'date':
      return (
        <DatePicker
          label={item.title}
          value={value as string | null}
          onChange={onChange}
          isInvalid={invalid}
          errorMessage={error}
          messages={{ incomplete: t('dateIncomplete') }}
        />
      );
    case 'dropdown':
      return (
        <Select<number>
          label={item.title}
          options={item.items.map((o) => ({ id: o.id, label: o.title }))}
          value={(value as number[])[0] ?? null}
          onChange={(id) => onChange([id])}
          placeholder={t('choose')}
          isInvalid={invalid}
          errorMessage={error}
        />
      );
    case 'radio-button-group':
      return (
        <RadioGroup
          label={item.title}
          value={(value as number[])[0] !== undefined ? String((value as number[])[0]) : null}
          onChange={(id) => onChange([Number(id)])}
          isInvalid={invalid}
          errorMessage={error}
        >
          {item.items.map((o) => <Radio key={o.id} value={String(o.id)}>{o.title}</Radio>)}
        </RadioGroup>
      );
    case 'checkbox-group':
      return (
        <CheckboxGroup
          label={item.title}
          value={(value as number[]).map(String)}
          // Kept in the options' order, so ticking and unticking back is no change.
          onChange={(ids) => onChange(item.items.filter((o) => ids.includes(String(o.id))).map((o) => o.id))}
          isInvalid={invalid}
          errorMessage={error}
        >
          {item.items.map((o) => <Checkbox key={o.id} value={String(o.id)}>{o.title}</Checkbox>)}
        </CheckboxGroup>
      );
    default:
      return null;
  }
}
