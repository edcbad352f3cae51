import type { Page } from '@playwright/test';
import { type AppOptions, expect, FIRST_LOAD_MS, openApp } from '../fixtures';

const HEADINGS = { 'risk-analytics-summary': 'Risk Analytics', 'risk-analytics-detail': 'Risk Radar', overview: 'Overview' } as const;

/** Risk analytics, the risk radar and the Print risk radar viewer: role and label locators only. */
export class RiskPage {
  constructor(private readonly page: Page, private readonly supplierId: number) {}

  async open(route: keyof typeof HEADINGS, options: AppOptions = {}) {
    await openApp(this.page, `supplier/${this.supplierId}/${route}`, options);
    await expect(this.page.getByRole('heading', { level: 2, name: HEADINGS[route], exact: true })).toBeAttached({ timeout: FIRST_LOAD_MS });
  }

  hScore() {
    return this.page.getByRole('meter', { name: 'H Score' });
  }

  directorsTable() {
    return this.page.getByRole('table', { name: 'Company directors' });
  }

  unavailableMessage() {
    return this.page.getByText('The risk radar report is unavailable right now. The same risk data is listed below.');
  }

  dataView() {
    return this.page.getByRole('region', { name: 'Risk data' });
  }

  async printRiskRadarFromMenu() {
    await this.page.getByRole('button', { name: 'More actions' }).click();
    await this.page.getByRole('menuitem', { name: 'Print risk radar' }).click();
  }

  viewer() {
    return this.page.getByRole('dialog', { name: 'Risk Radar' });
  }
}
