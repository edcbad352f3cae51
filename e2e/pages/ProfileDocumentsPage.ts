import { expect, type Locator, type Page } from '@playwright/test';
import { openApp, type AppOptions } from '../fixtures';

/** The supplier profile's Documents tab (/supplier/{id}/documents), read by role and name. */
export class ProfileDocumentsPage {
  constructor(private readonly page: Page) {}

  async openSupplierUploads(supplierId: number) {
    await openApp(this.page, `supplier/${supplierId}/documents`);
    await this.loaded(this.supplierTable());
  }

  async openInternalUploads(supplierId: number, options: AppOptions = {}) {
    await openApp(this.page, `supplier/${supplierId}/documents?uploads=internal`, options);
    await this.loaded(this.internalTable());
  }

  /**
   * Waits stage by stage, as the page arrives: the profile (its h1), the tab's own chunk (its h2),
   * then the table's first row. A busy machine can take a while over each; none is skipped.
   */
  async loaded(table: Locator) {
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
  }

  /**
   * Switches sub-tab and waits until its own list is on screen. The URL changes at once, but the
   * router renders the new panel in a transition: until then the old panel (and its "View by") is
   * still the one on screen, and acting on it filters the wrong list.
   */
  async showSubTab(name: 'Supplier uploads' | 'Internal uploads') {
    const tab = this.page.getByRole('tab', { name });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const table = name === 'Supplier uploads' ? this.supplierTable() : this.internalTable();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
  }

  supplierTable() {
    return this.page.getByRole('table', { name: 'Supplier uploads' });
  }

  internalTable() {
    return this.page.getByRole('table', { name: 'Internal uploads' });
  }

  searchBox() {
    return this.page.getByRole('searchbox', { name: 'Search documents' });
  }

  uploadButton() {
    return this.page.getByRole('button', { name: 'Upload document' });
  }

  uploadDialog() {
    return this.page.getByRole('dialog', { name: 'Upload document' });
  }

  fileInput(): Locator {
    return this.uploadDialog().getByLabel('Document', { exact: true });
  }

  async rowNames(table: Locator) {
    return table.getByRole('rowheader').allTextContents();
  }

  /** Picks a tag in "View by", searching its name first. */
  async viewBy(tag: string) {
    await this.page.getByRole('button', { name: /View by/ }).click();
    await this.page.getByRole('searchbox', { name: 'Search by Tag Name' }).fill(tag.slice(0, 4));
    await this.page.getByRole('option', { name: tag, exact: true }).click();
  }

  /** Opens the upload modal, chooses a new type and a file, and uploads. */
  async uploadWithNewType(type: string, file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.uploadButton().click();
    const dialog = this.uploadDialog();
    await dialog.getByRole('radio', { name: 'New type' }).check({ force: true });
    await dialog.getByRole('textbox', { name: /New type name/ }).fill(type);
    await this.fileInput().setInputFiles(file);
    await dialog.getByRole('button', { name: 'Upload' }).click();
  }
}
