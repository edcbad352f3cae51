/**
 * Cold deep links (issue 39): a fresh browser context (no cache, no service worker, no storage)
 * opens a profile or compliance page by its address, as a link from an email does. Two figures per
 * sample, from navigation start, unthrottled: the page's heading (the supplier's name) and its first
 * data row, each noted by an observer in the page at the DOM change that showed it (no polling lag).
 * Compare with `npm run bench:boot`'s "landing usable".
 */
import type { BenchScenario } from './types';

/** The pages of issue 39, each with what counts as its first data row. */
const PAGES = [
  { name: 'profile overview', path: 'supplier/100012/overview', row: 'main tbody tr' },
  { name: 'compliance dashboard', path: 'supplier/100001/compliance', row: 'main tbody tr' },
  // The requirement's questions are a list.
  { name: 'requirement page', path: 'supplier/100001/compliance/103/requirement/1', row: 'main li' },
  { name: 'documents', path: 'supplier/100001/documents', row: 'main tbody tr' },
  { name: 'notes', path: 'supplier/100001/notes', row: 'main tbody tr' },
  { name: 'your connections', path: 'supplier/100001/connections', row: 'main tbody tr' },
];

/** Runs in the page before its scripts: marks the first moment each selector shows a visible, non-empty element. */
function watchFirstView({ row }: { row: string }) {
  const marks: [string, string][] = [
    ['bench:heading', '#root h1'],
    ['bench:firstRow', `#root ${row.split(',').join(', #root ')}`],
  ];
  const pending = new Set(marks.map(([mark]) => mark));
  const observer = new MutationObserver(() => {
    for (const [mark, selector] of marks) {
      if (!pending.has(mark)) continue;
      const el = document.querySelector(selector);
      if (el && el.textContent?.trim() && el.checkVisibility()) {
        performance.mark(mark);
        pending.delete(mark);
      }
    }
    if (!pending.size) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

export const scenarios: BenchScenario[] = PAGES.map(({ name, path, row }) => ({
  name: `cold deep link: ${name}`,
  targetMs: 1500,
  targetFigure: 'first data row',
  async measure(page, baseUrl) {
    const context = await page.context().browser()!.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const cold = await context.newPage();
      await cold.addInitScript(watchFirstView, { row });
      await cold.goto(`${baseUrl}${path}`);
      await cold.waitForFunction(() => performance.getEntriesByName('bench:firstRow').length > 0 && performance.getEntriesByName('bench:heading').length > 0, undefined, { timeout: 30_000 });
      return cold.evaluate(() => ({
        heading: performance.getEntriesByName('bench:heading')[0].startTime,
        'first data row': performance.getEntriesByName('bench:firstRow')[0].startTime,
      }));
    } finally {
      await context.close();
    }
  },
}));
