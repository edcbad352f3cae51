import { expect, expectNoSeriousA11yViolations, openApp, test } from './fixtures';

// Issue 11 item 1: the invite route asks the invite rule, not only the button.
test('a read-only sourcing buyer opening /invite-supplier is told they may not invite, and cannot send', async ({ page }) => {
  await openApp(page, 'invite-supplier', { persona: 'readonly-sourcing', lng: 'en' });
  await expect(page.getByRole('heading', { level: 1, name: 'Invite Supplier' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: "You don't have permission" })).toBeVisible();
  await expect(page.getByText(/cannot invite them/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Invitation' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Back to Source suppliers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Source suppliers' })).toBeVisible();
});

test('a full buyer opening /invite-supplier gets the invite screen', async ({ page }) => {
  await openApp(page, 'invite-supplier', { persona: 'full-buyer', lng: 'en' });
  await expect(page.getByRole('heading', { level: 1, name: 'Invite Supplier' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Organisation unit$/ })).toBeVisible();
  await expect(page.getByText("You don't have permission")).toHaveCount(0);
});
