/**
 * Profile UI speed (npm run bench:profile-ui). Prints figures; it is not a test.
 * Runs every scenario of scripts/profileBench/index.ts RUNS times (after one warm-up) in Debian's
 * Chromium against `vite preview` of the production build on the mock platform, started here on a
 * free port, and prints median and p95 against each scenario's target.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium } from 'playwright';
import { scenarioModules } from './profileBench';
import { waitForServer } from './waitForServer.mjs';

const RUNS = Number(process.env.RUNS ?? 15);
/** ONLY=<text> runs the scenarios whose name contains it. */
const ONLY = process.env.ONLY;

const quantile = (samples: number[], q: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function main() {
  if (process.env.REBUILD || !existsSync('dist/index.html')) {
    // vite-node runs with NODE_ENV=development; the build must not inherit it (React's development build is slower).
    const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const port = await freePort();
  const baseUrl = `http://localhost:${port}/findsuppliers/`;
  // vite's own bin (not npx), so that killing it stops the server and not only a wrapper.
  const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort'], { stdio: 'ignore' });
  let failed = false;
  try {
    await waitForServer(baseUrl);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    for (const { area, scenarios } of scenarioModules) {
      for (const scenario of scenarios.filter((s) => !ONLY || s.name.includes(ONLY))) {
        try {
          await scenario.measure(page, baseUrl); // warm-up
          const samples: Record<string, number[]> = {};
          for (let i = 0; i < RUNS; i++) {
            const sample = await scenario.measure(page, baseUrl);
            for (const [figure, ms] of Object.entries(typeof sample === 'number' ? { '': sample } : sample)) (samples[figure] ??= []).push(ms);
          }
          for (const [figure, values] of Object.entries(samples)) {
            const median = quantile(values, 0.5);
            const targeted = figure === (scenario.targetFigure ?? '');
            console.log(
              `[${area}] ${scenario.name}${figure ? ` — ${figure}` : ''}: median ${median.toFixed(1)} ms, p95 ${quantile(values, 0.95).toFixed(1)} ms ` +
                `(n=${values.length}${targeted ? `; target median ≤ ${scenario.targetMs} ms: ${median <= scenario.targetMs ? 'met' : 'NOT met'}` : ''})`,
            );
          }
        } catch (error) {
          failed = true;
          console.error(`[${area}] ${scenario.name}: failed —`, error instanceof Error ? error.message : error);
        }
      }
    }
    await browser.close();
  } finally {
    server.kill();
  }
  if (failed) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
