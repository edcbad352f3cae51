import type { BenchScenario } from './types';
import { AWKWARD_COMPLIANCE_IDS } from '../../mocks/data/compliance/awkwardCompliance';

/** mocks/data/compliance/awkwardCompliance.ts: the supplier with 500 work categories. */
const SUPPLIER = AWKWARD_COMPLIANCE_IDS.manyWorkCategories;
let turn = 0;

/**
 * Work-category filter change over 500 categories (issue 16 "Speed"): the Total / With issues tiles
 * switch the list; timed from the press until the new list's count and first page have rendered and
 * painted. The tiles alternate so every sample changes the rows.
 */
export const scenarios: BenchScenario[] = [
  {
    name: 'work-category filter change over 500 categories → list updated',
    targetMs: 100,
    async measure(page, baseUrl) {
      if (!page.url().includes(`/supplier/${SUPPLIER}/compliance/work-categories`)) {
        await page.goto(new URL(`supplier/${SUPPLIER}/compliance/work-categories`, baseUrl).href);
        await page.getByRole('table', { name: 'Work categories' }).getByRole('row').nth(50).waitFor();
      }
      const tile = turn++ % 2 === 0 ? 'With issues' : 'Total';
      return page.evaluate(
        (label) =>
          new Promise<number>((resolve) => {
            const buttons = [...document.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')];
            const button = buttons.find((b) => b.textContent?.startsWith(label))!;
            const count = Number(button.textContent?.replace(/\D+/g, ''));
            const status = [...document.querySelectorAll('[role="status"]')].find((el) => /Showing \d+ work categor/.test(el.textContent ?? ''))!;
            const done = () => status.textContent?.includes(`Showing ${count} `) && button.getAttribute('aria-pressed') === 'true';
            const observer = new MutationObserver(() => {
              if (!done()) return;
              observer.disconnect();
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
            });
            observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
            const start = performance.now();
            button.click();
          }),
        tile,
      );
    },
  },
];
