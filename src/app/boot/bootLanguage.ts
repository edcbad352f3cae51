/**
 * The language the landing's static first view (index.html, scripts/landingShell.ts) is painted in,
 * decided before any of the app's code has loaded. It follows the mock platform's own rule
 * (platform/dev/overrides readDevOverrides + platform/auth/localSession resolveLocalSession): the
 * `lng` URL parameter, then the language kept for the tab, then the language the persona's account
 * saved (platform/auth/savedLanguages, raw from localStorage), then the persona's own (the persona:
 * URL parameter, then the one kept for the tab, then the default persona). A language the app does not
 * ship shows English, as i18next's fallback does; a stored one it does not ship is ignored, as the app does.
 *
 * Self-contained on purpose (no imports, no outer names): the build inlines this function's source
 * into index.html, where it runs before the first paint. bootLanguage.test.ts checks it gives the
 * app's answer.
 */
export function bootLanguage(
  search: string,
  storedOverrides: string | null,
  personaLanguages: Record<string, string>,
  defaultPersona: string,
  savedLanguages: string | null = null,
): string {
  const shipped = ['en', 'fr', 'es', 'nl'];
  let stored: { language?: unknown; persona?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(storedOverrides ?? 'null');
    if (parsed && typeof parsed === 'object') stored = parsed;
  } catch {
    // Unreadable storage: the app starts from its defaults too.
  }
  let saved: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(savedLanguages ?? 'null');
    if (parsed && typeof parsed === 'object') saved = parsed as Record<string, unknown>;
  } catch {
    // Unreadable: the app reads none either.
  }
  const params = new URLSearchParams(search);
  const persona = [params.get('persona'), stored.persona, defaultPersona].find(
    (id): id is string => typeof id === 'string' && Object.prototype.hasOwnProperty.call(personaLanguages, id),
  );
  const wanted = [params.get('lng'), stored.language].find((l) => typeof l === 'string' && shipped.includes(l));
  // A stored language the app does not ship is dropped on read (platform/dev/overrides), as here.
  const accountLanguage = persona && (shipped.includes(saved[persona] as string) ? saved[persona] : personaLanguages[persona]);
  const chosen = wanted ?? accountLanguage;
  return typeof chosen === 'string' && shipped.includes(chosen) ? chosen : 'en';
}
