import { expect, type Page } from '@playwright/test';
import { FIRST_LOAD_MS } from '../fixtures';

/** The supplier profile (/supplier/:supplierId/*), read by role and name. */
export class SupplierProfilePage {
  constructor(private readonly page: Page) {}

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /**
   * A fresh page: the mock platform builds its network in the browser on the first call, which on a
   * busy machine takes longer than one expect; later steps use the default timeout.
   */
  async loaded(name: string | RegExp) {
    await expect(this.heading(name)).toBeVisible({ timeout: FIRST_LOAD_MS });
  }

  tabs() {
    return this.page.getByRole('tablist', { name: 'Supplier profile' });
  }

  favourite() {
    return this.page.getByRole('button', { name: 'Favourite' });
  }

  moreActions() {
    return this.page.getByRole('button', { name: 'More actions' });
  }

  suspendedFlag() {
    return this.page.getByRole('banner').or(this.page.locator('header')).getByText('Suspended', { exact: true }).first();
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name });
  }

  toast(text: string) {
    return this.page.getByText(text, { exact: true });
  }

  async openMenuItem(name: string) {
    await this.moreActions().click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  referenceField() {
    return this.page.getByRole('textbox', { name: 'Reference' });
  }

  /** Opens the reference dialog (add or edit) and saves `value`. */
  async saveReference(item: 'Add reference' | 'Edit reference', value: string) {
    await this.openMenuItem(item);
    const dialog = this.dialog(item);
    await expect(dialog).toBeVisible();
    await this.referenceField().fill(value);
    await dialog.getByRole('button', { name: 'Save' }).click();
  }

  async removeReference() {
    await this.openMenuItem('Edit reference');
    await this.dialog('Edit reference').getByRole('button', { name: 'Remove' }).click();
    await expect(this.toast('Reference removed')).toBeVisible();
  }

  /** Suspends the supplier in one organisation unit through the manage modal and its confirmation. */
  async suspendIn(unit: string) {
    await this.openMenuItem('Manage suspension');
    const dialog = this.dialog('Manage suspension');
    await dialog.getByRole('button', { name: `Suspend in ${unit}` }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await this.page.getByRole('button', { name: 'Save changes' }).click();
    await expect(this.toast('Suspension saved')).toBeVisible();
  }
}
