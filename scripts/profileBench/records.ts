/**
 * Benchmark scenarios of the profile's own records (issue 14 "Speed"): a notes page of 30 painted,
 * and custom fields from Save back to the read view. Each sample is timed inside the page, from the
 * buyer's click to the next animation frame after the DOM shows the result.
 */
import type { BenchScenario } from './types';
import { armTimer, readTimer } from './timer';

/** The favourite awkward supplier: 45 notes, custom fields of every type (mocks/data/profile). */
const SUPPLIER = 100010;

export const scenarios: BenchScenario[] = [
  {
    name: 'notes: page of 30 painted after choosing 30 per page',
    targetMs: 100,
    async measure(page, baseUrl) {
      await page.goto(`${baseUrl}supplier/${SUPPLIER}/notes`);
      const table = page.getByRole('table', { name: 'Notes on this supplier' });
      await table.getByRole('row').nth(10).waitFor();
      await page.getByRole('button', { name: /Notes per page/ }).click();
      const option = page.getByRole('option', { name: '30' });
      await option.waitFor();
      await armTimer(page, `document.querySelectorAll('table[aria-label="Notes on this supplier"] tbody tr').length === 30`);
      await option.click();
      return readTimer(page);
    },
  },
  {
    name: 'custom fields: Save to the read view',
    targetMs: 150,
    async measure(page, baseUrl) {
      await page.goto(`${baseUrl}supplier/${SUPPLIER}/custom-fields`);
      const section = page.getByRole('region', { name: 'Supplier management' });
      await section.getByRole('button', { name: 'Edit Supplier management' }).click();
      await section.getByRole('textbox', { name: 'Account manager' }).fill(`Bench ${Date.now()}`);
      await armTimer(page, `!!document.querySelector('[aria-label="Edit Supplier management"]')`);
      await section.getByRole('button', { name: 'Save' }).click();
      return readTimer(page);
    },
  },
];
