import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ProfileRecordsPage } from './pages/ProfileRecordsPage';

/**
 * Two tabs of one browser share the mock platform's stored data: a write in one must not store
 * that tab's older copy over what the other has just stored (mocks/platform/connect.ts).
 */
async function addNote(page: Page, profile: ProfileRecordsPage, title: string) {
  await profile.addNoteButton().click();
  await profile.noteTitle().fill(title);
  await profile.noteDescription().fill(`${title}, written in its own tab`);
  await profile.saveNote().click();
  await expect(page.getByText('Note saved')).toBeVisible();
  await expect(profile.notesTable().getByRole('row').nth(1)).toContainText(title);
}

test("a note added in one tab survives a note added later in a second tab that was already open", async ({ context, page }) => {
  const first = new ProfileRecordsPage(page, 100010);
  await first.open('notes');
  const secondPage = await context.newPage();
  const second = new ProfileRecordsPage(secondPage, 100011);
  await second.open('notes');

  await addNote(page, first, 'Note from tab one');
  await addNote(secondPage, second, 'Note from tab two');

  await first.reload('notes');
  await expect(first.notesTable().getByRole('row').nth(1)).toContainText('Note from tab one');
  await second.reload('notes');
  await expect(second.notesTable().getByRole('row').nth(1)).toContainText('Note from tab two');
});
