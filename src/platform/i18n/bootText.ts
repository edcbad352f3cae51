import { LANGUAGES, type Language } from '../config/types';

type BootText = { loading: string; signingIn: string; signInFailed: string };

// The few words shown before i18next exists (starting, signing in). Tiny, so they ship in the
// first chunk in every language; the texts live in locales/{lang}/boot.json like every other.
const files = import.meta.glob<BootText>('./locales/*/boot.json', { eager: true, import: 'default' });

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** Before the session says which language, the browser's preference decides. */
export function browserLanguage(preferred: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

export function bootText(language: Language = browserLanguage()): BootText {
  return files[`./locales/${language}/boot.json`] ?? files['./locales/en/boot.json'];
}

/** "Sign-in failed: {message}" in the given language. */
export const signInFailedText = (message: string, language?: Language) =>
  bootText(language).signInFailed.replace('{{message}}', message);
