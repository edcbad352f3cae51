import { href } from '@/platform/router/href';

/** Business constants of the filters half (spec 01 §5, §9), named once. */
export const COUNT_DEBOUNCE_MS = 500;
export const WORK_CATEGORY_DEBOUNCE_MS = 200;
export const WORK_CATEGORY_MIN_CHARS = 3;
export const WORK_CATEGORY_SEARCH_SIZE = 50;
/** At this many suggestions the type-ahead suggests refining the words. */
export const WORK_CATEGORY_REFINE_AT = 5;
export const LOCATION_DEBOUNCE_MS = 200;
export const LOCATION_MIN_CHARS = 1;
export const TEXT_INPUT_DEBOUNCE_MS = 500;
export const UDF_TEXT_MAX = 100;
export const NOTATION_MIN = 0;
export const NOTATION_MAX = 9_999_999_999;
/** Option lists longer than this become a searchable multiselect. */
export const MULTISELECT_ABOVE = 3;

/**
 * Work category labels are title-cased for communities whose account (variant) id is below this:
 * the English-speaking default variant (1); the French (10000000) and Belgian (10000001) variants
 * keep the taxonomy's own casing, which follows their language's rules.
 */
export const TITLE_CASE_VARIANT_BELOW = 10_000_000;

/**
 * The filters page knows the buyer came from results through `from=results` in its URL (not
 * navigation state): it survives a reload and a shared link, and the results page adds it.
 */
export const FROM_RESULTS_PARAM = { name: 'from', value: 'results' } as const;

/** Link to the filters page; the results page passes fromResults so "Close filters" returns there. */
export function filtersPagePath(sid: string | null | undefined, fromResults = false): string {
  return href.filters({ sid, [FROM_RESULTS_PARAM.name]: fromResults ? FROM_RESULTS_PARAM.value : null });
}

