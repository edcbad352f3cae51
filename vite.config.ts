/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { fileURLToPath } from 'node:url';
import { chunkReport } from './scripts/chunkReport.ts';
import { mockPlatformWarning } from './scripts/mockPlatformWarning.ts';
import { landingShell } from './scripts/landingShell.ts';
import { precompressedAssets } from './scripts/precompressedAssets.ts';
import { securityHeadersPlugin } from './scripts/securityHeaders.ts';
import { buildTargets } from './scripts/browserTargets.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};

// Production bundle only: react-router's package exports only its development build (dev-only checks
// and warnings), so the production build that ships beside it is taken; and React's own
// useSyncExternalStore replaces the pre-React-18 shim a dependency still imports.
const productionAliases = [
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(new URL('./src/platform/react/useSyncExternalStoreShim.ts', import.meta.url)),
  },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  // The mock platform's worker: msw's cookie jar without the public suffix list (see the file).
  { find: /^tldts$/, replacement: fileURLToPath(new URL('./mocks/platform/registrableDomain.ts', import.meta.url)) },
];

export default defineConfig(({ command, mode }) => ({
  base: '/findsuppliers/',
  plugins: [
    react(),
    // React Aria ships strings for ~34 locales; keep only the four languages we support.
    chunkReport(),
    mockPlatformWarning(),
    // The landing's static first view in index.html, painted before the app's code has loaded.
    landingShell(),
    // The preview sends the build's assets compressed once at build time (Brotli, else gzip), like a static host.
    precompressedAssets(),
    // The CSP (index.html's inline scripts by hash) and other headers: dist/_headers and
    // dist/headers.json for deployments, sent by the preview too; never by the dev server.
    securityHeadersPlugin(),
    { ...optimizeLocales.vite({ locales: ['en-GB', 'en-US', 'fr-FR', 'es-ES', 'nl-NL', 'nl-BE'] }), enforce: 'pre' },
  ],
  resolve: {
    alias: [
      ...(command === 'build' && mode === 'production' ? productionAliases : []),
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
    ],
  },
  // The mock platform's Web Worker (mocks/platform/worker.ts) is a module worker: its handlers may
  // load data lazily (dynamic imports), which a classic (iife) worker bundle cannot split.
  // Its script's name is known to index.html, which starts it early (scripts/landingShell.ts).
  worker: { format: 'es', rolldownOptions: { output: { entryFileNames: 'assets/mock-platform-[hash].js' } } },
  server: { port: 5173, open: process.env.CI ? false : '/findsuppliers/' },
  preview: { port: 4173 },
  build: {
    sourcemap: false,
    // No preload links from the app's code: each dynamic import appended one <link> per chunk it
    // needs (~60 for the results page, ~25 ms of the boot's first task under no throttling). index.html
    // preloads the entry's graph and the first view's (scripts/landingShell.ts) before the first paint;
    // later screens' chunks are found by the browser as each chunk arrives.
    modulePreload: false,
    manifest: true,
    chunkSizeWarningLimit: 2000,
    // package.json's browserslist (README "Supported browsers"); `npm run check:browsers` checks the output.
    target: buildTargets(),
    rolldownOptions: {
      // Needed by experimentalInlineCommonChunks below: the entry's unused exports may be dropped.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Shared chunks under 80 KB of source are copied into the chunks that read them instead of
          // being files of their own; Rolldown's runtime keeps one instance of each module (one state,
          // one evaluation) across the copies, and turns strictExecutionOrder on. HTTP/1.1 queues the
          // files six at a time, and on a busy machine each takes ~100 ms: the landing's first load
          // fell from ~98 files to 39 at 20 KB (session 10) and to 25 at 80 KB (session 13: "landing
          // usable" −44 ms over 16 alternating loads, for ~80 KB more of copies after the first paint).
          experimentalInlineCommonChunks: { maxSize: 80 * 1024 },
          // The libraries every page needs at start-up in one chunk: fewer requests and one
          // compression window instead of many small ones. axios is not one of them: it loads when
          // the app configures its clients (platform/http/clients.ts), after the landing's first paint.
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|@reduxjs|redux|immer|reselect|react-redux|styled-components|stylis|i18next|react-i18next|react-router|react-router-dom|redux-saga|@redux-saga|use-sync-external-store)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // Playwright specs live in e2e/ and must never be collected by vitest.
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // The one timeout policy (with src/test/setup.ts): a findBy waits up to 20 s, a test may take 45 s.
    // Both are ceilings for a busy 2-core machine, never waits: lazy screens and late features are
    // awaited before render (src/test/renderWithProviders.tsx) and user-event types without delays.
    testTimeout: 45_000,
    pool: 'threads',
    // Both cores: vitest's default leaves one to its own process, which is idle while tests run (the
    // suite's wall time is then its whole CPU time, one file after another).
    maxWorkers: 2,
    // Test files share a worker's module graph instead of each building a fresh one: setup, jsdom and
    // imports fell from ~150 s to ~7 s of worker time across the suite. Every test starts clean anyway
    // (src/test/setup.ts: fresh mock db, handlers reset, stores stopped, toasts and storage cleared).
    isolate: false,
    env: {
      // styled-components' development mode writes every rule into a <style> element's text, and
      // jsdom parses the whole sheet again each time the text grows: ~12 % of a screen test's CPU
      // (css-tree and jsdom in a profile of routeTree.test.tsx). Its production mode inserts each rule
      // through the CSSOM, which jsdom parses once; the computed styles the tests read are the same.
      SC_DISABLE_SPEEDY: 'false',
    },
  },
}));
