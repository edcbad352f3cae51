/**
 * Benchmark scenarios of risk analytics (issue 15): the Risk Analytics tab from click to the H Score
 * painted, and Print risk radar from the menu click to the generated PDF shown in its viewer (the
 * issue's 2 s). Timed inside the page from the buyer's click (timer.ts).
 */
import type { BenchScenario } from './types';
import { tabInView } from './tabs';
import { armTimer, readTimer } from './timer';

/** The full-data risk supplier (mocks/data/profile/risk.ts RISK_PROFILE_IDS.fullData). */
const SUPPLIER = 100036;

export const scenarios: BenchScenario[] = [
  {
    name: 'risk analytics: tab click to the H Score painted',
    targetMs: 1000,
    async measure(page, baseUrl) {
      await page.goto(`${baseUrl}supplier/${SUPPLIER}/notes`);
      const tab = await tabInView(page, 'Risk Analytics');
      await armTimer(page, `!!document.querySelector('[role="meter"][aria-label="H Score"]')`);
      await tab.click();
      return readTimer(page);
    },
  },
  {
    name: 'Print risk radar: menu click to the PDF in its viewer',
    targetMs: 2000,
    async measure(page, baseUrl) {
      await page.goto(`${baseUrl}supplier/${SUPPLIER}/overview`);
      await page.getByRole('button', { name: 'More actions' }).click();
      const item = page.getByRole('menuitem', { name: 'Print risk radar' });
      await item.waitFor();
      await armTimer(page, `!!document.querySelector('iframe[src^="blob:"]')`);
      await item.click();
      return readTimer(page);
    },
  },
];
