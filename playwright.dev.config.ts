import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const PORT = Number(process.env.E2E_DEV_PORT ?? Number(process.env.E2E_PORT ?? 4321) + 1);

/**
 * A few e2e checks against the dev server, the README's `npm start`: it serves the app inside React's
 * StrictMode and with unbundled modules, which the production preview of playwright.config.ts never
 * exercises (issue 10: Invite Supplier never loaded there).
 */
export default defineConfig({
  ...base,
  testDir: 'e2e/dev',
  testIgnore: [],
  workers: 1,
  // The dev server transforms each module on its first request: the first screens take longer to
  // appear than from the production build (ceilings, not waits).
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: { ...base.use, baseURL: `http://localhost:${PORT}/findsuppliers/` },
  webServer: {
    command: `npx vite --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}/findsuppliers/`,
    // vite.config.ts opens a browser tab for `npm start`; not here.
    env: { BROWSER: 'none' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
