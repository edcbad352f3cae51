/**
 * Requirement page (issue 16 "Speed"): a requirement of 60 questions (mocks/data/compliance
 * requirementCatalogue.ts, id 60) painted ≤ 150 ms median after its data arrives. Each sample opens
 * the page for a supplier the app has not seen (an in-app navigation), and times from the end of
 * the last response the page waits for (the requirement, and its question rules the first time) to
 * the frame after all 60 answers are in the DOM.
 */
import type { BenchScenario } from './types';

const REQUIREMENT = 60;
const QUESTIONS = 60;
/** Suppliers opened in turn (none of them the one whose requirement calls fail). */
let nextSupplier = 100200;

export const scenarios: BenchScenario[] = [
  {
    name: 'requirement page with 60 questions painted after its data arrives',
    targetMs: 150,
    async measure(page, baseUrl) {
      if (!page.url().includes('/supplier/')) {
        await page.goto(new URL(`supplier/${nextSupplier++}/overview`, baseUrl).href);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      }
      const supplierId = nextSupplier++;
      const path = new URL(`supplier/${supplierId}/compliance/requirement/${REQUIREMENT}`, baseUrl).pathname;
      return page.evaluate(
        ({ path, supplierId, requirement, questions }) =>
          new Promise<number>((resolve, reject) => {
            performance.clearResourceTimings();
            const ready = () => document.querySelectorAll('main ol > li > h4').length >= questions;
            const finish = () => {
              const paintedAt = performance.now();
              const arrivals = performance
                .getEntriesByType('resource')
                .filter((e) => e.name.includes(`/requirement/${requirement}/entity/${supplierId}`) || e.name.includes(`/requirementQuestionRules/${requirement}`))
                .map((e) => (e as PerformanceResourceTiming).responseEnd);
              if (!arrivals.length) reject(new Error('the requirement call was not seen'));
              else resolve(paintedAt - Math.max(...arrivals));
            };
            const check = () => (ready() ? requestAnimationFrame(() => setTimeout(finish, 0)) : requestAnimationFrame(check));
            // An in-app navigation, as a link inside the app would make.
            history.pushState(null, '', path);
            dispatchEvent(new PopStateEvent('popstate'));
            check();
          }),
        { path, supplierId, requirement: REQUIREMENT, questions: QUESTIONS },
      );
    },
  },
];
