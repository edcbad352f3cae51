import type { Page } from '@playwright/test';
import { type AppOptions, expect, FIRST_LOAD_MS, openApp } from '../fixtures';

const TAB_HEADINGS = { notes: 'Notes', 'custom-fields': 'Custom Fields', 'reminder-history': 'Reminder History', issues: 'Issues' } as const;

/** The profile's records tabs (notes, custom fields, reminder history, issues): role and label locators only. */
export class ProfileRecordsPage {
  constructor(private readonly page: Page, private readonly supplierId: number) {}

  /** Opens the tab and waits for its heading. */
  async open(tab: keyof typeof TAB_HEADINGS, options: AppOptions & { mockFault?: string } = {}) {
    const { mockFault, ...rest } = options;
    await openApp(this.page, `supplier/${this.supplierId}/${tab}${mockFault ? `?mockFault=${encodeURIComponent(mockFault)}` : ''}`, rest);
    await expect(this.page.getByRole('heading', { level: 2, name: TAB_HEADINGS[tab], exact: true })).toBeVisible({ timeout: FIRST_LOAD_MS });
  }

  /** Reloads the page (what the buyer saved must come back) and waits for the tab again. */
  async reload(tab: keyof typeof TAB_HEADINGS) {
    await this.page.reload();
    await expect(this.page.getByRole('heading', { level: 2, name: TAB_HEADINGS[tab], exact: true })).toBeVisible({ timeout: FIRST_LOAD_MS });
  }

  notesTable() {
    return this.page.getByRole('table', { name: 'Notes on this supplier' });
  }

  addNoteButton() {
    return this.page.getByRole('button', { name: 'Add note' });
  }

  noteDialog() {
    return this.page.getByRole('dialog', { name: /^(Add|Edit) note$/ });
  }

  noteTitle() {
    return this.noteDialog().getByRole('textbox', { name: /Title/ });
  }

  noteDescription() {
    return this.noteDialog().getByRole('textbox', { name: /Description/ });
  }

  saveNote() {
    return this.noteDialog().getByRole('button', { name: 'Save' });
  }

  section(name: string) {
    return this.page.getByRole('region', { name });
  }

  remindersTable() {
    return this.page.getByRole('table', { name: 'Reminders sent to this supplier' });
  }
}
