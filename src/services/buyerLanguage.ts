import { tag } from '@/platform/resource';

/**
 * Provided by every read the platform answers in the buyer's language (Accept-Language): names of
 * stages, levels, sizes, policies, reasons, segment types, the menu. Picking a language invalidates
 * it (app/shell), so what is on screen is asked for again once, keeping its words until the new
 * ones arrive; the rest is asked for again when next shown.
 */
export const IN_BUYER_LANGUAGE = tag('inBuyerLanguage');
