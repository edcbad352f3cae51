import type { UdfItem, UdfSavedValue, UdfSection } from '@/services/udf/types';

/** A field's value in the edit form: text, a yes/no, an ISO date (or null), or chosen option ids. */
export type FieldValue = string | boolean | number[] | null;
export type SectionFormValues = Record<string, FieldValue>;

export const fieldKey = (item: UdfItem) => `f${item.id}`;

const blank = (itemId: number): UdfSavedValue => ({
  itemId, stringValue: null, boolValue: null, dateValue: null, dateFromValue: null, dateToValue: null,
  decimalValue: null, integerValue: null, options: [], startDateValue: null, endDateValue: null,
});

export function formValueOf(item: UdfItem, saved: UdfSavedValue | undefined): FieldValue {
  switch (item.type) {
    case 'text-field':
    case 'text-area':
      return saved?.stringValue ?? '';
    case 'checkbox':
      return saved?.boolValue === true;
    case 'date':
      return saved?.dateValue ? saved.dateValue.slice(0, 10) : null;
    default:
      return saved?.options ?? [];
  }
}

export function sectionFormValues(section: UdfSection, saved: UdfSavedValue[]): SectionFormValues {
  const byItem = new Map(saved.map((v) => [v.itemId, v]));
  return Object.fromEntries(section.items.map((item) => [fieldKey(item), formValueOf(item, byItem.get(item.id))]));
}

/** The field the buyer changed: compared as values, so retyping the original is no change. */
export const isFieldChanged = (a: FieldValue, b: FieldValue) => JSON.stringify(a) !== JSON.stringify(b);

export const changedKeys = (initial: SectionFormValues, current: SectionFormValues) =>
  Object.keys(current).filter((key) => isFieldChanged(initial[key], current[key]));

/** One item's saved value from the form (null: nothing to keep), the item's other saved parts kept. */
function savedValueOf(item: UdfItem, value: FieldValue, previous: UdfSavedValue | undefined): UdfSavedValue | null {
  const base = previous ?? blank(item.id);
  switch (item.type) {
    case 'text-field':
    case 'text-area':
      // Saved exactly as typed; only an empty field stores nothing.
      return value === '' ? null : { ...base, stringValue: value as string };
    case 'checkbox':
      return { ...base, boolValue: value === true };
    case 'date':
      return value ? { ...base, dateValue: value as string } : null;
    default:
      return (value as number[]).length ? { ...base, options: value as number[] } : null;
  }
}

/** Every saved value of the supplier, with this section's fields replaced by the form's. */
export function mergeSectionValues(section: UdfSection, form: SectionFormValues, saved: UdfSavedValue[]): UdfSavedValue[] {
  const inSection = new Set(section.items.map((i) => i.id));
  const byItem = new Map(saved.map((v) => [v.itemId, v]));
  const others = saved.filter((v) => !inSection.has(v.itemId));
  const mine = section.items
    .map((item) => savedValueOf(item, form[fieldKey(item)], byItem.get(item.id)))
    .filter((v): v is UdfSavedValue => v !== null);
  return [...others, ...mine];
}
