import { expect, type Page } from '@playwright/test';
import { openApp } from '../fixtures';

/** The Work Categories tab, a category's page and the COVID-19 page (issue 16), read by role and name. */
export class WorkCategoriesPage {
  constructor(private readonly page: Page) {}

  async open(supplierId: number, query = '') {
    await openApp(this.page, `supplier/${supplierId}/compliance/work-categories${query}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 2, name: 'Work categories' })).toBeVisible();
    await expect(this.table().getByRole('row').nth(1)).toBeVisible();
  }

  table() {
    return this.page.getByRole('table', { name: 'Work categories' });
  }

  names() {
    return this.table().getByRole('rowheader').allTextContents();
  }

  tile(name: 'Total' | 'With issues') {
    return this.page.getByRole('button', { name: new RegExp(`^${name} \\d+$`) });
  }

  async filter(label: string, option: string) {
    await this.page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  async view(name: string) {
    await this.table().getByRole('button', { name: `View ${name}` }).click();
    return this.page.getByRole('dialog', { name });
  }

  async openCovid(supplierId: number) {
    await openApp(this.page, `supplier/${supplierId}/compliance/covid-19`);
    await expect(this.page.getByRole('heading', { level: 2, name: 'COVID-19 questionnaire' })).toBeVisible();
  }
}
