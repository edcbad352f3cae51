import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Types into a type-ahead the way a buyer does: click it (scrolled into view, settled), then type.
 * A bare fill() scrolls the field into view and types at once; the page's scroll event lands after
 * the list has opened and react-aria closes a list on page scroll, as it does for every popover.
 */
export async function typeInto(input: Locator, text: string) {
  await input.click();
  await input.fill(text);
}

/** The landing page (/source-supplier), read by role and name as a buyer sees it. */
export class LandingPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Source suppliers' });
  }

  companySearch() {
    return this.page.getByRole('combobox', { name: 'Supplier name or ID' });
  }

  workCategorySearch() {
    return this.page.getByRole('combobox', { name: 'Search work categories' });
  }

  /** "Show (N results)" or "Show results". */
  showButton() {
    return this.page.getByRole('button', { name: /^Show (\(\d+ results\)|results)$/ });
  }

  /**
   * Types part of a work category's name and picks the suggestion; the pick empties the field. A list
   * the page closes under the pointer (React Aria closes it on a scroll, as late parts of a busy page
   * arrive) takes no pick: the buyer types and picks again, and so does this, until the field empties.
   */
  async chooseWorkCategory(typed: string, option: RegExp) {
    await expect(async () => {
      await typeInto(this.workCategorySearch(), typed);
      await this.page.getByRole('option', { name: option }).first().click();
      await expect(this.workCategorySearch()).toHaveValue('', { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  }

  async show(expectedCount: number) {
    const button = this.page.getByRole('button', { name: `Show (${expectedCount} results)` });
    await expect(button).toBeVisible();
    await button.click();
  }
}
