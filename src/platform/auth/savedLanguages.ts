import type { Language } from '../config/types';
import { isLanguage } from '../i18n/i18n';
import type { Identity } from './identity';
import { isPersonaId, personaOfAccount, type PersonaId } from './personas';
import { SAVED_LANGUAGES_KEY } from './savedLanguagesKey';

/**
 * Mock platform only: the language each persona's account saved (PUT /users/language). A real
 * sign-in carries the account's language in its claims, so a new tab or a reload opens in it; the
 * local identity provider does the same from here (localSession), and so does index.html's first
 * view (bootLanguage), which reads the same key before any of the app's code has loaded. Kept in
 * localStorage like the mock platform's data, and forgotten with it ("Reset mock data").
 */
export { SAVED_LANGUAGES_KEY };

export type SavedLanguages = Partial<Record<PersonaId, Language>>;

/** What the personas saved; unreadable or foreign entries are left out. */
export function readSavedLanguages(storage: Pick<Storage, 'getItem'> | undefined): SavedLanguages {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SAVED_LANGUAGES_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([persona, language]) => isPersonaId(persona) && typeof language === 'string' && isLanguage(language)),
    ) as SavedLanguages;
  } catch {
    return {};
  }
}

/** The platform saved `language` for this identity's account: its next session starts in it. */
export function rememberSavedLanguage(storage: Storage | undefined, identity: Identity, language: Language): void {
  const persona = personaOfAccount(identity.userAccountId);
  if (!storage || !persona) return;
  try {
    storage.setItem(SAVED_LANGUAGES_KEY, JSON.stringify({ ...readSavedLanguages(storage), [persona.id]: language }));
  } catch {
    // Storage full or denied: this tab keeps the language; the next one starts in the persona's.
  }
}

export function forgetSavedLanguages(storage: Storage | undefined): void {
  try {
    storage?.removeItem(SAVED_LANGUAGES_KEY);
  } catch {
    // Denied: nothing was kept either.
  }
}
