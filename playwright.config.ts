import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4321);

/** E2E in Debian's Chromium against the production build served by `vite preview` on the mock platform. */
export default defineConfig({
  testDir: 'e2e',
  // e2e/dev runs against the dev server (playwright.dev.config.ts).
  testIgnore: 'dev/**',
  // A ceiling for the slowest journey on a busy 2-core machine, not a wait: at 45 s, journeys that take
  // 30–40 s there (axe scans, a profile's first load, a 31 MB upload) failed now and then in CI for time alone.
  timeout: 90_000,
  // A ceiling, not a wait (the unit suite's find ceiling is the same 20 s): on a busy 2-core machine a
  // profile panel's first rows once took past 10 s. First content has FIRST_LOAD_MS (e2e/fixtures.ts).
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}/findsuppliers/`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}/findsuppliers/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
