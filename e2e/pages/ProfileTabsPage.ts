import { expect, type Page } from '@playwright/test';

/** The supplier profile's overview, summary and contacts tabs, read by role and name. */
export class ProfileTabsPage {
  constructor(private readonly page: Page) {}

  supplierName(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  private tabBar() {
    return this.page.getByRole('tablist', { name: 'Supplier profile' });
  }

  async openTab(name: 'Overview' | 'Summary' | 'Contacts') {
    await this.tabBar().getByRole('tab', { name, exact: true }).click();
    await expect(this.tabBar().getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
  }

  region(name: string) {
    return this.page.getByRole('region', { name });
  }

  complianceTiles() {
    return this.region('Compliance').getByRole('listitem');
  }

  companyDirectory() {
    return this.page.getByRole('table', { name: 'Company directory' });
  }

  locations() {
    return this.page.getByRole('table', { name: 'Locations' });
  }

  locationsRange(text: string) {
    return this.page.getByText(text, { exact: true });
  }

  /** Addresses of the shown location rows (the row header's own text, without the primary tag). */
  async addresses() {
    await expect(this.locations().getByRole('rowheader').first()).toBeVisible();
    return this.locations()
      .getByRole('rowheader')
      .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.firstChild?.textContent ?? ''));
  }

  async sortLocationsByAddress() {
    await this.locations().getByRole('button', { name: /Address/ }).click();
  }

  async nextLocationsPage() {
    await this.page.getByRole('navigation', { name: 'Locations pages' }).getByRole('button', { name: 'Next page' }).click();
  }

  async locationsPerPage(size: 10 | 30 | 50) {
    await this.page.getByRole('button', { name: /Rows per page/ }).click();
    await this.page.getByRole('option', { name: String(size) }).click();
  }
}
