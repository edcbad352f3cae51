import { object, string, type AnyObject, type ObjectSchema } from 'yup';
import type { UdfItem, UdfSection } from '@/services/udf/types';
import { fieldKey, type SectionFormValues } from './fieldValues';

/** Spec 02 §5 and §9: a custom text field (text-field) holds at most 100 characters. */
export const CUSTOM_TEXT_MAX_LENGTH = 100;

/**
 * The text area's own bound (issue 37 item 11; the spec gives it none): a few paragraphs, 4000
 * characters — half a note's description (8000), enough for what a buyer writes about a supplier
 * in one field. The mock platform refuses longer with the same number.
 */
export const CUSTOM_TEXT_AREA_MAX_LENGTH = 4000;

/** How many characters a text item holds; null for the other types. */
export function textMaxLength(item: Pick<UdfItem, 'type'>): number | null {
  if (item.type === 'text-field') return CUSTOM_TEXT_MAX_LENGTH;
  if (item.type === 'text-area') return CUSTOM_TEXT_AREA_MAX_LENGTH;
  return null;
}

/** The section's rules; messages are i18n keys of profileCustomFields. */
export function sectionSchema(section: UdfSection): ObjectSchema<AnyObject> {
  const shape = Object.fromEntries(
    section.items.flatMap((item) => {
      const max = textMaxLength(item);
      return max === null ? [] : [[fieldKey(item), string().max(max, 'textTooLong')]];
    }),
  );
  return object(shape) as ObjectSchema<AnyObject>;
}

export const isSectionValid = (section: UdfSection, values: SectionFormValues) =>
  section.items.every((item) => {
    const value = values[fieldKey(item)];
    const max = textMaxLength(item);
    return typeof value !== 'string' || max === null || value.length <= max;
  });
