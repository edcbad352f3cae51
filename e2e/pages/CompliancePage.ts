import type { Page } from '@playwright/test';

/** The compliance dashboard, a focused level and a requirement page (spec 03 §2): role and label locators only. */
export class CompliancePage {
  constructor(private readonly page: Page) {}

  levelsWidget() {
    return this.page.getByRole('region', { name: 'Levels' });
  }

  levelsTable() {
    return this.levelsWidget().getByRole('table', { name: 'Levels' });
  }

  /** View on the first level of the Levels widget; returns the level's name. */
  async openFirstLevel(): Promise<string> {
    const view = this.levelsTable().getByRole('link', { name: /^View / }).first();
    const name = ((await view.getAttribute('aria-label')) ?? '').replace(/^View /, '');
    await view.click();
    return name;
  }

  requirementTable(levelName: string) {
    return this.page.getByRole('table', { name: `Requirements of ${levelName}` });
  }

  /** View on the first requirement of the level's table; returns the requirement's name. */
  async openFirstRequirement(levelName: string): Promise<string> {
    const view = this.requirementTable(levelName).getByRole('link', { name: /^View / }).first();
    const name = ((await view.getAttribute('aria-label')) ?? '').replace(/^View /, '');
    await view.click();
    return name;
  }

  requirementHeading(name: string) {
    return this.page.getByRole('heading', { level: 2, name });
  }

  historyButton() {
    return this.page.getByRole('button', { name: 'View history' });
  }

  historyDialog() {
    return this.page.getByRole('dialog', { name: /^History: / });
  }
}
