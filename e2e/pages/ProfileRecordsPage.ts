import type { Page } from '@playwright/test';
import { openApp, type AppOptions } from '../fixtures';

/** The profile's records tabs (notes, custom fields, reminder history, issues): role and label locators only. */
export class ProfileRecordsPage {
  constructor(private readonly page: Page, private readonly supplierId: number) {}

  open(tab: 'notes' | 'custom-fields' | 'reminder-history' | 'issues', options: AppOptions & { mockFault?: string } = {}) {
    const { mockFault, ...rest } = options;
    return openApp(this.page, `supplier/${this.supplierId}/${tab}${mockFault ? `?mockFault=${encodeURIComponent(mockFault)}` : ''}`, rest);
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
