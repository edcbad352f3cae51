/**
 * Connections (issue 17): tab switch (overview → Your Connections) → connections table painted, for a
 * supplier the app has not seen (the buyerconnections call is timed too). Timed in the page from the
 * buyer's click to the frame after the first row is in the DOM (timer.ts).
 */
import type { BenchScenario } from './types';
import { tabSwitchScenario } from './tabs';

/** Suppliers opened one after another (an untouched range), so every sample loads new connections. */
let nextSupplier = 100300;

// A row, or the empty message's row, of the connections table.
const ROW = 'table[aria-label="Your connections with this supplier"] tbody tr';
const scenario = (settled: boolean) =>
  tabSwitchScenario({ label: 'connections table', tab: 'Your Connections', row: ROW, settled, nextSupplier: () => nextSupplier++ });

export const scenarios: BenchScenario[] = [scenario(false), scenario(true)];
