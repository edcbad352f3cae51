/**
 * Boot phases of the landing (npm run bench:boot), in Debian's Chromium without throttling, against
 * `vite preview` of the production build with the shipped config (mock platform on). Median of RUNS
 * cold loads (a fresh browser context each: no cache, no service worker, no storage), in ms from
 * navigation start:
 *   config             config.json received
 *   mock platform ready the `mockPlatform:ready` mark (mocks/browser.ts): requests are answered
 *   first paint        first contentful paint
 *   landing usable     "Search work categories" and the Show button on screen, and the Show
 *                      button's count or label settled (the mock platform answered)
 * Prints figures; it is not a test. Builds `dist` when missing (REBUILD=1 to rebuild).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { waitForServer } from './waitForServer.mjs';

const RUNS = Number(process.env.RUNS ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 4397);
const BASE = `http://localhost:${PORT}/findsuppliers/`;
/** The issue's target for "landing usable", unthrottled. */
const USABLE_TARGET_MS = 600;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface Phases {
  config: number;
  mockReady: number;
  firstPaint: number;
  usable: number;
}

async function main() {
  if (process.env.REBUILD || !existsSync('dist/index.html')) {
    // vite-node runs this with NODE_ENV=development; the build must not inherit it.
    const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', String(PORT), '--strictPort'], { stdio: 'ignore' });
  try {
    await waitForServer(BASE);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const runs: Phases[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${BASE}source-supplier`);
      await page.getByRole('combobox', { name: 'Search work categories' }).waitFor();
      await page.getByRole('button', { name: /^Show (\(\d+ results\)|results)$/ }).waitFor();
      const usable = await page.evaluate(() => performance.now());
      runs.push(
        await page.evaluate((usableAt) => {
          const config = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/config.json')) as
            | PerformanceResourceTiming
            | undefined;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          const ready = performance.getEntriesByName('mockPlatform:ready')[0];
          return {
            config: config?.responseEnd ?? NaN,
            mockReady: ready?.startTime ?? NaN,
            firstPaint: fcp?.startTime ?? NaN,
            usable: usableAt,
          };
        }, usable),
      );
      await context.close();
    }
    await browser.close();
    const row = (label: string, key: keyof Phases) => {
      const value = median(runs.map((r) => r[key]));
      return `  ${label.padEnd(20)} ${Number.isNaN(value) ? 'n/a' : `${Math.round(value)} ms`}`;
    };
    console.log(`Boot phases of the landing, median of ${RUNS} cold loads, unthrottled (ms from navigation start):`);
    console.log(row('config', 'config'));
    console.log(row('mock platform ready', 'mockReady'));
    console.log(row('first paint', 'firstPaint'));
    console.log(`${row('landing usable', 'usable')} (target ≤ ${USABLE_TARGET_MS} ms)`);
  } finally {
    server.kill();
  }
}

await main();
