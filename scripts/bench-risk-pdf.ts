/**
 * Risk radar PDF speed (npm run bench:risk-pdf). Prints figures; it is not a test.
 * Generates the A4 landscape Risk Radar of the full-data mock supplier in Debian's Chromium, RUNS
 * times after a warm-up, and prints the median against the 2 s goal (issue 15). The report model,
 * document and @react-pdf/renderer (browser build) are bundled by Vite from the app's sources.
 */
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { chromium } from '@playwright/test';

const RUNS = Number(process.env.RUNS ?? 9);
const GOAL_MS = 2000;

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

async function bundle(): Promise<string> {
  const output = (await build({
    configFile: false,
    mode: 'production',
    // The app's JSX in its production form (Vite would otherwise pick the dev runtime here).
    oxc: { jsx: { runtime: 'automatic', development: false } },
    logLevel: 'warn',
    resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      lib: { entry: fileURLToPath(new URL('./bench-risk-pdf.entry.ts', import.meta.url)), formats: ['es'], name: 'BenchRiskPdf' },
    },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
  const first = Array.isArray(output) ? output[0] : output;
  return (first.output[0] as Rollup.OutputChunk).code;
}

type Bench = { run: (runs: number) => Promise<{ samples: number[]; bytes: number; pages: number }> };

async function main() {
  const code = await bundle();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    // Served from an origin (not inlined): the bundle resolves its assets against its own script URL.
    await page.route('http://bench.local/**', (route) =>
      route.request().url().endsWith('.js')
        ? route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: code })
        : route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><meta charset="utf-8"><script type="module" src="/bench.js"></script>' }));
    await page.goto('http://bench.local/');
    await page.waitForFunction(() => 'BenchRiskPdf' in window);
    const { samples, bytes, pages } = await page.evaluate((runs) => (window as unknown as { BenchRiskPdf: Bench }).BenchRiskPdf.run(runs), RUNS);
    const m = median(samples);
    console.log(`Risk Radar PDF of the full-data supplier in Chromium (${pages} A4 landscape pages, ${(bytes / 1024).toFixed(0)} KB):`);
    console.log(`  median ${m.toFixed(0)} ms (min ${Math.min(...samples).toFixed(0)}, max ${Math.max(...samples).toFixed(0)}, n=${samples.length})`);
    console.log(`  goal: median at most ${GOAL_MS} ms — ${m <= GOAL_MS ? 'met' : 'NOT met'}`);
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
