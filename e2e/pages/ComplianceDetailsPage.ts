import { expect, type Page } from '@playwright/test';
import { type AppOptions, FIRST_LOAD_MS, openApp } from '../fixtures';

/** A requirement's read-only detail pages (spec 03 §2): role and label locators only. */
export class ComplianceDetailsPage {
  constructor(
    private readonly page: Page,
    readonly requirementPath: string,
  ) {}

  /** Opens a detail page by its address under the requirement and waits for its heading. */
  async open(relativePath: string, heading: string, options: AppOptions & { mockFault?: string } = {}) {
    const { mockFault, ...rest } = options;
    const query = mockFault ? `?mockFault=${encodeURIComponent(mockFault)}` : '';
    await openApp(this.page, `${this.requirementPath}/${relativePath}${query}`, rest);
    await expect(this.heading(heading)).toBeVisible({ timeout: FIRST_LOAD_MS });
  }

  heading(name: string) {
    return this.page.getByRole('heading', { level: 2, name, exact: true });
  }

  /** The value beside a label of the record (its term's definition). */
  value(label: string) {
    return this.page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  close() {
    return this.page.getByRole('link', { name: 'Close', exact: true });
  }

  back() {
    return this.page.getByRole('button', { name: 'Back', exact: true });
  }
}
