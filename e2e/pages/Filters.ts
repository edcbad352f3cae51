import { expect, type Page } from '@playwright/test';
import { typeInto } from './Landing';

/** The filters page (/source-supplier/search-filters), as far as the search journey uses it. */
export class FiltersPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Find suppliers' });
  }

  private async openGroup(name: string) {
    const trigger = this.page.getByRole('button', { name, exact: true });
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  }

  /** Office located: a location type, a suggestion picked by typing, an optional distance, Add location. */
  async addOfficeLocation(type: string, typed: string, option: RegExp, distance?: string) {
    await this.openGroup('Location');
    await this.page.getByRole('button', { name: /Location type/ }).click();
    await this.page.getByRole('option', { name: type, exact: true }).click();
    await typeInto(this.page.getByRole('combobox', { name: 'Office located' }), typed);
    await this.page.getByRole('option', { name: option }).first().click();
    if (distance) await this.page.getByRole('textbox', { name: /^Distance/ }).fill(distance);
    await this.page.getByRole('button', { name: 'Add location' }).click();
  }

  async apply() {
    const apply = this.page.getByRole('button', { name: /^Apply new filters/ });
    await expect(apply).toBeVisible();
    await apply.click();
  }
}
