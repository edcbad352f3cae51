import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * The ceiling for a page's first content: the first load builds the mock network in the page, and on a
 * shared, busy machine that alone can pass the default expect ceiling. A ceiling, not a wait.
 */
export const FIRST_LOAD_MS = 30_000;

export interface AppOptions {
  persona?: string;
  community?: string;
  lng?: string;
  flags?: string;
  /** Permissions dropped on the mock platform only (comma list): the app still offers what needs them. */
  serverWithout?: string;
}

/** Opens a route of the app with the given mock-platform overrides (see README, "URL parameters"). */
export async function openApp(page: Page, route: string, options: AppOptions = {}) {
  const url = new URL(route.replace(/^\//, ''), 'http://x/findsuppliers/');
  for (const [key, value] of Object.entries(options)) if (value) url.searchParams.set(key, value);
  await page.goto(`${url.pathname.replace('/findsuppliers/', '')}${url.search}`);
}

/**
 * Collects the page's errors and console errors from now on (an error in the mock platform's Web Worker is
 * reported on the console), for a test to expect none.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
  return errors;
}

/** axe on the current page: no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // react-aria's live announcer briefly leaves a hidden role="img" that names an option by id
  // (its announcement of a ComboBox choice); the option is gone after the popover closes. That
  // transient, visually hidden node is the library's, so it is left out of the scan.
  const results = await new AxeBuilder({ page }).exclude('[role="log"] > [role="img"]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

export const test = base;
export { expect };
