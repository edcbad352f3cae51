import { resolve } from 'node:path';
import { writeSecurityHeaders } from './securityHeaders.ts';

/**
 * `npx vite-node scripts/writeSecurityHeaders.ts -- [dist] [/findsuppliers/]`: rewrites dist/_headers
 * and dist/headers.json after a deployment has put its own config.json into dist/, so the CSP's
 * connect-src names its service hosts and Auth0 tenant (see README, "Deployment headers").
 */
const [outDir = 'dist', base = '/findsuppliers/'] = process.argv.slice(2);
if (!writeSecurityHeaders(resolve(outDir), base)) {
  console.error(`writeSecurityHeaders: ${resolve(outDir)} has no index.html or config.json`);
  process.exitCode = 1;
} else {
  console.log(`writeSecurityHeaders: wrote ${resolve(outDir, '_headers')} and headers.json`);
}
