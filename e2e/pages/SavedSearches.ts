import { expect, type Page } from '@playwright/test';

/** "Your saved searches" on the landing page and "Save search" on the results page (issue 40). */
export class SavedSearches {
  constructor(private readonly page: Page) {}

  section() {
    return this.page.getByRole('region', { name: 'Your saved searches' });
  }

  list() {
    return this.section().getByRole('list', { name: /saved search/ });
  }

  item(name: string) {
    return this.list().getByRole('listitem').filter({ has: this.page.getByRole('heading', { level: 3, name, exact: true }) });
  }

  async run(name: string) {
    await this.item(name).getByRole('button', { name: `Run ${name}` }).click();
  }

  /** From the results page: Save search, a name, Save; waits for the confirmation. */
  async saveAs(name: string) {
    await this.page.getByRole('button', { name: 'Save search' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Save search' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByText(`Search saved as “${name}”`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
  }
}
