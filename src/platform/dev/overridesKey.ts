/** Where the mock platform's development overrides are kept for the tab (sessionStorage). Its own
 * file so that index.html's landing shell (scripts/landingShell.ts) reads the same key at build time. */
export const DEV_OVERRIDES_KEY = 'findsuppliers.dev';
