/**
 * Requirement page (issue 16 "Speed"): a requirement of 60 questions (mocks/data/compliance
 * requirementCatalogue.ts, id 60) painted ≤ 150 ms median after its data arrives. Each sample opens
 * the page for a supplier the app has not seen (an in-app navigation), and times from the end of
 * the last response the page waits for (the requirement, and its question rules the first time),
 * as the page receives it (the request's load event), to the frame after all 60 answers are in the DOM.
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
            // When the page has each awaited response: the XHR's load event, seen by a listener
            // added to every request the page sends (resource timing files SW-answered calls late).
            const w = window as unknown as { __arrivals?: Map<string, number> };
            if (!w.__arrivals) {
              const arrivals = new Map<string, number>();
              w.__arrivals = arrivals;
              const open = XMLHttpRequest.prototype.open;
              XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
                const url = String(args[1]);
                this.addEventListener('load', () => arrivals.set(url, performance.now()));
                return (open as (...a: unknown[]) => void).apply(this, args);
              } as typeof open;
            }
            const arrivals = w.__arrivals;
            arrivals.clear();
            const isAwaited = (url: string) => url.includes(`/requirement/${requirement}/entity/${supplierId}`) || url.includes(`/requirementQuestionRules/${requirement}`);
            // The previous sample's 60 answers are on screen until the new supplier's profile
            // replaces them, long before the new requirement is even asked for: so ready means
            // the new requirement has arrived and 60 answers are in the DOM.
            const arrived = () => [...arrivals.keys()].some((url) => url.includes(`/requirement/${requirement}/entity/${supplierId}`));
            const ready = () => arrived() && document.querySelectorAll('main ol > li > h4').length >= questions;
            const finish = () => {
              const paintedAt = performance.now();
              const seen = [...arrivals].filter(([url]) => isAwaited(url)).map(([, at]) => at);
              if (!seen.length) reject(new Error('the requirement call was not seen'));
              else resolve(paintedAt - Math.max(...seen));
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
