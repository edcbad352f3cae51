import { TITLE_CASE_VARIANT_BELOW } from './constants';

const titleCase = (text: string) =>
  text.toLowerCase().replace(/(^|[\s\-/(])(\p{L})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());

/** Work category labels are title-cased below the community variant threshold (spec 01 §6). */
export const workCategoryLabel = (name: string, variantId: number | undefined) =>
  (variantId ?? 1) < TITLE_CASE_VARIANT_BELOW ? titleCase(name) : name;
