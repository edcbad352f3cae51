import { expect, type Page } from '@playwright/test';

/** The results page of a shared link (its `f=` makes the search again in a fresh browser): Mast climbers, all suppliers. */
export const SHARED_RESULTS =
  'source-supplier/search-results?sid=0c9ed693-1&f=1.bY-9DoJAEIRfhWxNAVpBiw2J2mBsCMV5LHrxuCP3gxLCu7saDJhYzsy3u7NlCRaZ4bfT0CGEIxSLSuOpCkvojK49dwWaXnC0-c6-ubymPIqSJISDUGcmPQ0oLyVp9lzpieBGSIcm090A6QhOOEkhcdYFmRTtBQ3thCNr_9mK7D32KGMKM62sM1RHaBU8tLnbgKk6sHO5Nb4hvOCsabSshbp-OMYJ-qG234t8ubg8BF5ZdLD-abamqape';

/** The results page (/source-supplier/search-results?sid), read by role and name. */
export class ResultsPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Search results' });
  }

  summary(count: number | RegExp = /\d+/) {
    const n = typeof count === 'number' ? String(count) : count.source;
    // One result reads "1 result" (i18next plural); any other count keeps the spec's "result(s)".
    return this.page.getByText(new RegExp(`^Showing ${n} (result\\(s\\)|result) from all suppliers$`));
  }

  range(text: string) {
    return this.page.getByText(text, { exact: true });
  }

  table() {
    return this.page.getByRole('table', { name: 'Suppliers' });
  }

  /** A chip of the active filters, e.g. "Location (1)". */
  activeFilter(name: string | RegExp) {
    return this.page.getByRole('group', { name: 'Active filters' }).getByRole('button', { name });
  }

  nameHeader() {
    return this.table().getByRole('columnheader', { name: /Supplier/ });
  }

  /** Supplier names of the rows shown, in order. */
  async supplierNames() {
    await expect(this.table().getByRole('row').nth(1)).toBeVisible();
    return this.table().getByRole('rowheader').allTextContents();
  }

  async sortByName() {
    await this.nameHeader().getByRole('button', { name: 'Supplier' }).click();
  }

  /**
   * Goes to another page and waits for its rows: the range text ("Showing 51 to 100") can change a
   * moment before the rows do, and a test reading the rows then read the old page's (a CI run).
   */
  async goToPage(page: number) {
    const before = (await this.supplierNames()).join('|');
    await this.page.getByRole('navigation', { name: 'Results pages' }).getByRole('button', { name: `Page ${page}` }).click();
    await expect.poll(async () => (await this.supplierNames()).join('|'), { timeout: 30_000 }).not.toBe(before);
  }

  async randomise() {
    await this.page.getByRole('button', { name: 'Randomise' }).click();
  }

  /** The pager's page-size label. */
  rowsPerPageLabel() {
    return this.page.getByText('Rows per page', { exact: true });
  }

  async openFiltersPage() {
    await this.page.getByRole('link', { name: 'Edit all filters' }).click();
  }
}
