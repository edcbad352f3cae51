/** The router's basename: every app path (routePaths.ts, href.ts) is below it. */
export const BASENAME = '/findsuppliers';
