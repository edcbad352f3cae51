#!/usr/bin/env node
// E2E runs in Debian's Chromium; never download a browser. Installs it with apt-get when
// missing and running as root, otherwise explains what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  console.log(`chromium: ${CHROMIUM}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium is not installed at ${CHROMIUM}.\n` +
      'Install Debian\'s chromium (sudo apt-get update && sudo apt-get install -y chromium) ' +
      'or set CHROMIUM_PATH to an existing Chromium binary, then run the tests again.',
  );
  process.exit(1);
}

console.log('chromium missing: installing Debian package chromium with apt-get…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
console.log(`chromium installed: ${CHROMIUM}`);
