import type { Language } from '../config/types';

/**
 * The platform's services number their languages (the udf sections' `languageId`, the reminders'
 * `X-Language-Id` header): 1 English (the default), 2 French, 3 Spanish, 4 Dutch.
 */
export const PLATFORM_LANGUAGE_IDS: Record<Language, number> = { en: 1, fr: 2, es: 3, nl: 4 };

export const languageIdOf = (language: Language): number => PLATFORM_LANGUAGE_IDS[language] ?? 1;
