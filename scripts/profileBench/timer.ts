import type { Page } from 'playwright';

/** Arms an in-page timer: starts at the next click, stops at the frame after `done()` holds. */
export async function armTimer(page: Page, done: string): Promise<void> {
  await page.evaluate((condition) => {
    const w = window as unknown as { __benchMs?: number };
    delete w.__benchMs;
    const check = new Function(`return (${condition})`) as () => boolean;
    document.addEventListener('click', () => {
      const start = performance.now();
      const observer = new MutationObserver(() => {
        if (!check()) return;
        observer.disconnect();
        requestAnimationFrame(() => { w.__benchMs = performance.now() - start; });
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    }, { once: true, capture: true });
  }, done);
}

export async function readTimer(page: Page): Promise<number> {
  await page.waitForFunction(() => typeof (window as unknown as { __benchMs?: number }).__benchMs === 'number');
  return page.evaluate(() => (window as unknown as { __benchMs: number }).__benchMs);
}
