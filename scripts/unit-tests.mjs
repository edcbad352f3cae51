#!/usr/bin/env node
// Runs the unit/component suite (vitest) and prints its wall-clock time against the 5-minute
// target (issue 9), so the figure is seen on every `npm test`. Over the target is a warning, not a
// failure: a busy machine must not turn a timing into a red build. Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';

const TARGET_MS = 5 * 60 * 1000;
const started = Date.now();
const run = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
const elapsed = Date.now() - started;
const minutes = Math.floor(elapsed / 60000);
const seconds = Math.round((elapsed % 60000) / 1000);
const verdict = elapsed <= TARGET_MS ? 'within' : 'OVER';
console.log(`Unit tests: ${minutes} min ${seconds} s wall clock (${verdict} the 5 min target)`);
process.exit(run.status ?? 1);
