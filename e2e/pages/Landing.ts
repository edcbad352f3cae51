import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Types into a type-ahead the way a buyer does: scrolled into view and settled, click it, then type.
 * react-aria closes an open list on page scroll, as it does for every popover, and the browser
 * delivers a scroll event at its next frame: on a busy machine, the scroll of a click that had to
 * scroll first landed after the list had opened and closed it (a CI run). So the field is scrolled
 * into view first and two frames pass, delivering that event, before the click and the typing.
 */
export async function typeInto(input: Locator, text: string) {
  await input.scrollIntoViewIfNeeded();
  await input.page().evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))));
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
   * Types part of a work category's name and picks the suggestion by keyboard (arrow to it, Enter), as
   * a buyer may: a pointer click could land beside an option a busy page was still moving (React Aria
   * places the list after its items arrive). The pick empties the field.
   */
  async chooseWorkCategory(typed: string, option: RegExp) {
    const input = this.workCategorySearch();
    await typeInto(input, typed);
    const wanted = this.page.getByRole('option', { name: option }).first();
    await expect(wanted).toBeVisible();
    for (let step = 0; step < 20 && (await wanted.getAttribute('data-focused')) === null; step++) await input.press('ArrowDown');
    await expect(wanted).toHaveAttribute('data-focused', 'true');
    await input.press('Enter');
    await expect(input).toHaveValue('');
  }

  async show(expectedCount: number) {
    const button = this.page.getByRole('button', { name: `Show (${expectedCount} results)` });
    await expect(button).toBeVisible();
    await button.click();
  }
}
