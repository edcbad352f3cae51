/**
 * CSV export speed (npm run bench:csv). Prints figures; it is not a test.
 * Builds the export (table + papaparse CSV with BOM and formula neutralising) for 10,000 results
 * in Debian's Chromium, RUNS times after a warm-up, and prints the median against the 500 ms goal.
 * The export's code is bundled by Vite from the app's sources, so what runs is what ships.
 */
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { chromium } from '@playwright/test';

const RUNS = Number(process.env.RUNS ?? 15);
const COUNT = Number(process.env.COUNT ?? 10_000);
const GOAL_MS = 500;

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

async function bundle(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
    build: {
      write: false,
      minify: true,
      lib: { entry: fileURLToPath(new URL('./bench-csv.entry.ts', import.meta.url)), formats: ['iife'], name: 'BenchCsv' },
    },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
  const first = Array.isArray(output) ? output[0] : output;
  return (first.output[0] as Rollup.OutputChunk).code;
}

async function main() {
  const code = await bundle();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: code });
    const { samples, bytes } = await page.evaluate(
      ([count, runs]) => (window as unknown as { BenchCsv: { run: (c: number, r: number) => { samples: number[]; bytes: number } } }).BenchCsv.run(count, runs),
      [COUNT, RUNS] as const,
    );
    const m = median(samples);
    console.log(`CSV export of ${COUNT.toLocaleString('en-GB')} results in Chromium (${(bytes / 1024 / 1024).toFixed(1)} MB):`);
    console.log(`  median ${m.toFixed(1)} ms (min ${Math.min(...samples).toFixed(1)}, max ${Math.max(...samples).toFixed(1)}, n=${samples.length})`);
    console.log(`  goal: median under ${GOAL_MS} ms — ${m < GOAL_MS ? 'met' : 'NOT met'}`);
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
