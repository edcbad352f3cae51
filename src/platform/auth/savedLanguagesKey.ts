/** Where the mock personas' saved languages are kept (localStorage; platform/auth/savedLanguages). Its own
 * file so that index.html's landing shell (scripts/landingShell.ts) reads the same key at build time. */
export const SAVED_LANGUAGES_KEY = 'findsuppliers.mock.savedLanguages';
