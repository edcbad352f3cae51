#!/usr/bin/env node
// Checks the built code (dist/assets/*.js, after `vite build`) against package.json's browserslist:
// syntax and built-ins the supported browsers lack fail the check (es-check, browserslist mode).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Used only behind a feature test, with a fallback beside it (es-check cannot see the guard):
// Auth0's and @react-pdf's base64/hex helpers try Uint8Array.fromBase64/toBase64/toHex first, and
// tslib's generator helper reads `typeof Iterator == "function"`.
const GUARDED = ['Uint8ArrayFromBase64', 'Uint8ArrayToBase64', 'Uint8ArrayToHex', 'Iterator'];

// es-check exports no package.json: its bin is read from the installed copy.
const esCheckDir = join('node_modules', 'es-check');
const { bin } = JSON.parse(readFileSync(join(esCheckDir, 'package.json'), 'utf8'));
const esCheck = join(esCheckDir, typeof bin === 'string' ? bin : bin['es-check']);

const result = spawnSync(
  process.execPath,
  [esCheck, 'checkBrowser', 'dist/assets/*.js', '--module', '--checkFeatures', `--ignore=${GUARDED.join(',')}`, '--quiet'],
  { stdio: 'inherit' },
);
if (result.status === 0) console.log('check:browsers: dist/assets/*.js runs in every browser of package.json browserslist');
process.exit(result.status ?? 1);
