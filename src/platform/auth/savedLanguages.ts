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

const warnIgnored = (what: string) =>
  console.warn(`Mock platform: ignored ${what} in the saved languages (${SAVED_LANGUAGES_KEY}); the personas' own apply.`);

/** What the personas saved; unreadable or foreign entries are left out, with a warning. */
export function readSavedLanguages(storage: Pick<Storage, 'getItem'> | undefined): SavedLanguages {
  let parsed: unknown;
  try {
    const raw = storage?.getItem(SAVED_LANGUAGES_KEY);
    if (!raw) return {};
    parsed = JSON.parse(raw);
  } catch {
    warnIgnored('a value that is not JSON');
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    warnIgnored('a value that is not an object');
    return {};
  }
  const entries = Object.entries(parsed);
  const kept = entries.filter(([persona, language]) => isPersonaId(persona) && typeof language === 'string' && isLanguage(language));
  if (kept.length !== entries.length) warnIgnored('entries for unknown personas or languages');
  return Object.fromEntries(kept) as SavedLanguages;
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
