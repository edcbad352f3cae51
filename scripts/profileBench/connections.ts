/**
 * Connections (issue 17): tab switch (overview → Your Connections) → connections table painted, for a
 * supplier the app has not seen (the buyerconnections call is timed too). Times in the page, from the
 * click to the frame after the first row is in the DOM.
 */
import type { BenchScenario } from './types';

/** Suppliers opened one after another (an untouched range), so every sample loads new connections. */
let nextSupplier = 100300;

/** Resolves in the page once `ready()` holds, after the next frame (what the buyer sees painted). */
const untilPainted = `(ready) => new Promise((resolve) => {
  const check = () => (ready() ? requestAnimationFrame(() => setTimeout(resolve, 0)) : requestAnimationFrame(check));
  check();
})`;

export const scenarios: BenchScenario[] = [
  {
    name: 'tab switch (overview → Your Connections) → connections table painted',
    targetMs: 150,
    async measure(page, baseUrl) {
      await page.goto(`${baseUrl}supplier/${nextSupplier++}/overview`);
      await page.getByRole('region', { name: 'About' }).waitFor();
      return page.evaluate(async (until) => {
        const painted = new Function(`return ${until}`)() as (ready: () => boolean) => Promise<void>;
        const tab = [...document.querySelectorAll<HTMLAnchorElement>('nav a')].find((a) => a.textContent === 'Your Connections')!;
        const t0 = performance.now();
        tab.click();
        // A row, or the empty message's row, of the connections table.
        await painted(() => !!document.querySelector('table[aria-label="Your connections with this supplier"] tbody tr'));
        return performance.now() - t0;
      }, untilPainted);
    },
  },
];
