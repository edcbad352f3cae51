import { object, string, type AnyObject, type ObjectSchema } from 'yup';
import type { UdfSection } from '@/services/udf/types';
import { fieldKey, type SectionFormValues } from './fieldValues';

/** Spec 02 §5 and §9: a custom text field (text-field or text-area) holds at most 100 characters. */
export const CUSTOM_TEXT_MAX_LENGTH = 100;

/** The section's rules; messages are i18n keys of profileCustomFields. */
export function sectionSchema(section: UdfSection): ObjectSchema<AnyObject> {
  const shape = Object.fromEntries(
    section.items
      .filter((item) => item.type === 'text-field' || item.type === 'text-area')
      .map((item) => [fieldKey(item), string().max(CUSTOM_TEXT_MAX_LENGTH, 'textTooLong')]),
  );
  return object(shape) as ObjectSchema<AnyObject>;
}

export const isSectionValid = (section: UdfSection, values: SectionFormValues) =>
  section.items.every((item) => {
    const value = values[fieldKey(item)];
    return typeof value !== 'string' || (item.type !== 'text-field' && item.type !== 'text-area') || value.length <= CUSTOM_TEXT_MAX_LENGTH;
  });
