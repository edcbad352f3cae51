import type { Page } from '@playwright/test';

/** The platform shell, read by role and name as a buyer sees it. */
export class ShellPage {
  constructor(private readonly page: Page) {}

  menu() {
    return this.page.getByRole('navigation', { name: 'Platform menu' });
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  async chooseLanguage(label: string) {
    await this.page.getByRole('button', { name: /Language|Langue|Idioma|Taal/ }).click();
    await this.page.getByRole('option', { name: label }).click();
  }

  devPanel() {
    return this.page.getByRole('complementary', { name: 'Development panel' });
  }

  async switchPersona(label: string) {
    await this.devPanel().getByRole('button', { name: 'Development panel' }).click();
    await this.devPanel().getByRole('button', { name: /Persona/ }).click();
    await this.page.getByRole('option', { name: label }).click();
  }
}
