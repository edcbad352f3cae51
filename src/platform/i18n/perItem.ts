import type { TFunction } from 'i18next';

// A character no translation or supplier name contains, standing in for the item's value.
const SLOT = '\u0000';

/**
 * Translates `key` once with a stand-in for `{{variable}}` and returns a function that fills it in.
 * For labels repeated on every row of a page: one i18next lookup per render instead of one per row.
 */
export function translatePerItem(t: TFunction, key: string, variable: string): (value: string) => string {
  const parts = String(t(key, { [variable]: SLOT })).split(SLOT);
  return (value) => parts.join(value);
}
