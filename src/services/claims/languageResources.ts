import { defineMutation, defineResource } from '@/platform/resource';
import { getLanguages, setLanguage } from './claimsService';

/** The languages the header offers. */
export const platformLanguages = defineResource({
  name: 'claims/languages',
  load: (_args: Record<string, never>) => getLanguages(),
  transition: true,
});

/** The header's language choice is one at a time: its save is tracked under one scope. */
export const LANGUAGE_SAVE_SCOPE = { header: 'language' };

/** Stores the language the buyer picked (PUT language), so the platform brings it back at the next sign-in. */
export const saveLanguage = defineMutation({
  name: 'claims/saveLanguage',
  run: ({ language }: { language: string }) => setLanguage(language),
  scope: () => LANGUAGE_SAVE_SCOPE,
});
