import type { Language } from '@/platform/config/types';

/**
 * The i18n namespaces the landing's first view asks for, per language (English `common` ships in
 * the first chunk). index.html preloads them with the landing's shell (scripts/landingShell.ts) and
 * main.tsx asks for them before the first render, so the texts arrive beside the code, not after it.
 */
export const LANDING_NAMESPACES: Record<Language, readonly string[]> = {
  en: ['search', 'searchFilters'],
  fr: ['common', 'search', 'searchFilters'],
  es: ['common', 'search', 'searchFilters'],
  nl: ['common', 'search', 'searchFilters'],
};
