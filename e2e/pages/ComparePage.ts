import { expect, type Page } from '@playwright/test';

/** The comparison (/source-supplier/compare?ids&sid&policy, issue 41), read by role and name. */
export class ComparePage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Compare suppliers' });
  }

  table() {
    return this.page.getByRole('table', { name: 'Supplier comparison' });
  }

  /**
   * The suppliers' names in column order (each heading's first link), read in one go: reading the
   * headings one by one after counting them waited for ever on a column removed in between (an
   * e2e run timed out polling for the columns after a removal).
   */
  async columnNames(): Promise<string[]> {
    const heads = this.table().getByRole('columnheader').filter({ has: this.page.getByRole('link') });
    return heads.evaluateAll((cells) => cells.map((cell) => cell.querySelector('a[href]')?.textContent ?? ''));
  }

  /** Resolves once no column is loading. */
  async waitForColumns() {
    await expect(this.heading()).toBeVisible();
    await expect(this.page.getByRole('progressbar', { name: 'Loading this supplier' })).toHaveCount(0, { timeout: 20_000 });
  }

  async choosePolicy(name: string) {
    await this.page.getByRole('button', { name: /Compare against a policy/ }).click();
    await this.page.getByRole('option', { name }).click();
    await expect(this.table().getByRole('columnheader', { name: `Against ${name}` })).toBeVisible();
    await expect(this.row(/^Requirements met/).getByRole('cell').first()).toHaveText(/^\d+ of \d+ met$/, { timeout: 20_000 });
  }

  row(label: string | RegExp) {
    return this.table().getByRole('row', { name: label });
  }

  async exportCsv() {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Export CSV' }).click();
    return download;
  }

  backToResults() {
    return this.page.getByRole('link', { name: 'Back to results' });
  }
}
