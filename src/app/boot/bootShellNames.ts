/** Names shared by index.html's landing shell (scripts/landingShell.ts) and the app that replaces it (bootShell.ts). */
export const BOOT_SHELL_ID = 'boot-shell';
/** On <html> while the shell is shown: the app's root stays hidden meanwhile. */
export const BOOT_SHELL_CLASS = 'boot-shell';
/** localStorage: set by a deployment signing in with Auth0, whose first view is not the landing. */
export const BOOT_SHELL_OFF_KEY = 'findsuppliers.bootShellOff';
/** window: config.json's fetch, started by index.html's inline script before the app's code has loaded. */
export const EARLY_CONFIG_FETCH = '__findSuppliersConfig';
