import type { Page } from '@playwright/test';
import { type AppOptions, expect, FIRST_LOAD_MS, openApp } from '../fixtures';

/** A supplier's connections (Your Connections tab, a focused connection, a project connection): role and label locators only. */
export class ConnectionsPage {
  constructor(private readonly page: Page, private readonly supplierId: number) {}

  /** Opens the Your Connections tab and waits for its table. */
  async openTab(options: AppOptions = {}) {
    await openApp(this.page, `supplier/${this.supplierId}/connections`, options);
    await expect(this.connectionsTable()).toBeVisible({ timeout: FIRST_LOAD_MS });
  }

  /** Opens /project-connection/{projectId} and waits for its heading. */
  async openProject(projectId: number, projectName: string) {
    await openApp(this.page, `supplier/${this.supplierId}/project-connection/${projectId}`);
    await expect(this.page.getByRole('heading', { level: 2, name: projectName })).toBeVisible({ timeout: FIRST_LOAD_MS });
  }

  connectionsTable() {
    return this.page.getByRole('table', { name: 'Your connections with this supplier' });
  }

  /** View on a connection's row, by its accessible name ("View {grouping} – {unit}"). */
  viewConnection(groupingName: string, orgUnitName: string) {
    return this.connectionsTable().getByRole('link', { name: `View ${groupingName} – ${orgUnitName}` });
  }

  connectionHeading(groupingName: string) {
    return this.page.getByRole('heading', { level: 2, name: groupingName });
  }

  requirementsTable(connectionName: string) {
    return this.page.getByRole('table', { name: `Requirements of ${connectionName}` });
  }

  errorPanel() {
    return this.page.getByRole('alert');
  }

  checkAgainstPolicy() {
    return this.page.getByRole('button', { name: 'Check against a policy' });
  }

  /** Picks a policy in "Check against a policy". */
  async choosePolicy(name: string) {
    await this.page.getByRole('button', { name: /Policy/ }).click();
    await this.page.getByRole('option', { name }).click();
  }

  policyCheckSection() {
    return this.page.getByRole('region', { name: 'Check against a policy' });
  }

  exportCsv() {
    return this.page.getByRole('button', { name: 'Export CSV' });
  }
}
