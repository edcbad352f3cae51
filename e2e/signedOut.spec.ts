import { expect } from '@playwright/test';
import { openApp, test } from './fixtures';

/**
 * Issue 11 item 6: a 401 sends the browser to rootDomainUrl ("/" on the mock platform), which
 * comes straight back into the app and the same 401: it reloaded five times in eight seconds.
 * Now it leaves once, and then shows a page the buyer understands.
 */
test('a 401 that comes straight back leaves once, then says the buyer is signed out', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  // The fault is kept for the tab, so every visit's menu call answers 401.
  await openApp(page, '/source-supplier?mockFault=GET:/claims/menu:401');
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/');
  // One trip to the root domain: a loop would make a second before this page could ever show.
  expect(documents.filter((path) => path === '/')).toHaveLength(1);
});
