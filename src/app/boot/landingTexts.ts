import type { Language } from '@/platform/config/types';

/** The pages index.html paints a static first view of (scripts/landingShell.ts). */
export type FirstView = 'landing' | 'results';

/**
 * The i18n namespaces each first view's live screen reads (English `common` ships in the first
 * chunk; other languages need theirs). index.html preloads them with the static view and the app
 * loads them before its first render (routeScreens), so the texts arrive beside the code, not after it.
 */
export const FIRST_VIEW_NAMESPACES: Record<FirstView, readonly string[]> = {
  landing: ['search', 'searchFilters'],
  // exportResults and savedSearches: the toolbar holds the places of Export and Save search (their labels) until their code comes.
  results: ['search', 'searchFilters', 'exportResults', 'savedSearches'],
};

/** A screen's namespaces to load in one language: English `common` ships in the first chunk, another language's does not. */
export const withCommon = (language: Language, namespaces: readonly string[]): readonly string[] =>
  language === 'en' ? namespaces : ['common', ...namespaces];
