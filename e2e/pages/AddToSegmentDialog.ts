import { expect, type Page } from '@playwright/test';

/** The add-to-segment dialog (640 px) opened from the sticky selection bar or a row. */
export class AddToSegmentDialog {
  constructor(private readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog', { name: 'Add to supply chain' });
  }

  private async choose(label: string, option: string) {
    await this.dialog().getByRole('button', { name: new RegExp(`${label}$`) }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async createSegment({ name, type, policy, stage }: { name: string; type: string; policy: string; stage: string }) {
    await this.dialog().getByRole('radio', { name: 'New segment' }).check({ force: true }); // RAC draws its own box over the hidden input
    await this.dialog().getByRole('textbox', { name: /Segment name/ }).fill(name);
    await this.choose('Segment type', type);
    await this.choose('Compliance level', policy);
    await this.choose('Segment stage', stage);
  }

  visibleToSuppliers() {
    return this.dialog().getByRole('checkbox', { name: 'Visible to suppliers' });
  }

  async confirm() {
    await this.dialog().getByRole('button', { name: 'Confirm' }).click();
    await expect(this.dialog()).toBeHidden();
  }
}
