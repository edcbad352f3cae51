import { expect, type Page } from '@playwright/test';

/** The Invite Supplier screen (/invite-supplier). */
export class InviteSupplierPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Invite Supplier' });
  }

  /** Shown once the buyer's units have loaded (a buyer with several units). */
  unitPicker() {
    return this.page.getByRole('button', { name: /Organisation unit$/ });
  }

  /** The line a hand-off adds when it names the company: "Inviting {name}: choose …". */
  handoffIntro(company: string) {
    return this.page.getByText(new RegExp(`^Inviting ${company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: choose`));
  }

  field(name: string) {
    return this.page.getByRole('textbox', { name: new RegExp(`^${name}`) });
  }

  sendButton() {
    return this.page.getByRole('button', { name: 'Send invitation' });
  }

  private async choose(label: string, option: string) {
    await this.page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async chooseTarget(unit: string, segment: string, stage: string) {
    await this.choose('Organisation unit', unit);
    await this.choose('Segment', segment);
    await this.choose('Stage', stage);
    await expect(this.page.getByRole('form', { name: 'Invitation' })).toBeVisible();
  }

  async fillSupplier(values: { company: string; first: string; last: string; email: string; phone: string; reason: string }) {
    await this.field('Company name').fill(values.company);
    await this.field('Contact first name').fill(values.first);
    await this.field('Contact last name').fill(values.last);
    await this.field('Contact email').fill(values.email);
    await this.field('Contact phone').fill(values.phone);
    await this.choose('Reason for invitation', values.reason);
  }

  /** Focus a field and leave it, as a buyer tabbing past it would. */
  async touch(name: string) {
    await this.field(name).focus();
    await this.field(name).blur();
  }
}
