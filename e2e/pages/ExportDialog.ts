import { expect, type Download, type Page } from '@playwright/test';

/** The export dialog opened by the results page's "Export" button. */
export class ExportDialog {
  constructor(private readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog', { name: 'Export results' });
  }

  async open() {
    await this.page.getByRole('button', { name: 'Export', exact: true }).click();
    await expect(this.dialog()).toBeVisible();
  }

  /** Waits for the file to be ready, downloads it and returns the download. */
  async download(): Promise<Download> {
    const button = this.dialog().getByRole('button', { name: 'Download' });
    await expect(button).toBeEnabled({ timeout: 30_000 });
    const [download] = await Promise.all([this.page.waitForEvent('download'), button.click()]);
    await expect(this.dialog()).toBeHidden();
    return download;
  }
}
