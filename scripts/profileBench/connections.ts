/**
 * Connections (issue 17): tab switch (overview → Your Connections) → connections table painted, for a
 * supplier the app has not seen (the buyerconnections call is timed too). Timed in the page from the
 * buyer's click to the frame after the first row is in the DOM (timer.ts).
 */
import type { BenchScenario } from './types';
import { tabInView } from './tabs';
import { armTimer, readTimer } from './timer';

/** Suppliers opened one after another (an untouched range), so every sample loads new connections. */
let nextSupplier = 100300;

/** `settled`: clicked once the overview's own calls are over (see profileTabs.ts, contactsTabSwitch). */
const connectionsTabSwitch = (settled: boolean): BenchScenario => ({
  name: `tab switch (overview${settled ? ' settled' : ''} → Your Connections) → connections table painted`,
  targetMs: 150,
  async measure(page, baseUrl) {
    await page.goto(`${baseUrl}supplier/${nextSupplier++}/overview`);
    await page.getByRole('region', { name: 'About' }).waitFor();
    if (settled) await page.waitForLoadState('networkidle');
    const tab = await tabInView(page, 'Your Connections');
    // A row, or the empty message's row, of the connections table.
    await armTimer(page, `!!document.querySelector('table[aria-label="Your connections with this supplier"] tbody tr')`);
    await tab.click();
    return readTimer(page);
  },
});

export const scenarios: BenchScenario[] = [connectionsTabSwitch(false), connectionsTabSwitch(true)];
