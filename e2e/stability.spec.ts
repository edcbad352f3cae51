import type { Page } from '@playwright/test';
import { expect, openApp, test } from './fixtures';
import { InviteSupplierPage } from './pages/InviteSupplier';

/** Every uncaught error or unhandled rejection of the page, from now on. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const JOURNEY = [
  ['source-supplier', 'Source suppliers'],
  ['source-supplier/search-filters', 'Find suppliers'],
  ['invite-supplier', 'Invite Supplier'],
] as const;

/**
 * The page comes under the mock platform's worker: its calls reach the mock, not the network. Polled:
 * index.html's static first view shows the heading before the app (and so the worker) has started.
 */
async function expectMockWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? 'none'))
    .toMatch(/\/mockServiceWorker\.js$/);
}

/** Full-page loads of each journey page, then reloads of the last one. */
async function walk(page: Page, { reloads }: { reloads: number }) {
  for (const [route, heading] of JOURNEY) {
    await openApp(page, route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectMockWorker(page);
  }
  const [, lastHeading] = JOURNEY[JOURNEY.length - 1];
  for (let i = 0; i < reloads; i++) {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: lastHeading })).toBeVisible();
    await expectMockWorker(page);
  }
}

test('full-page navigations and reloads on the mock platform leave no page error', async ({ page }) => {
  const errors = collectPageErrors(page);
  await walk(page, { reloads: 2 });
  // Reloaded twice, the invite screen still gets its data from the mock platform.
  await expect(new InviteSupplierPage(page).unitPicker()).toBeVisible();
  expect(errors).toEqual([]);
});

/**
 * msw's worker unregisters itself when its last page closes, which on a full-page navigation can
 * land while the next page starts msw (about 1 run in 3 of a search journey, issue 10). Made
 * certain here: another tab keeps the registration so msw takes its update path, and the
 * registration goes away just as msw updates it. No page error, and the mock platform still answers.
 */
test('the mock worker unregistering during a navigation leaves no page error and the data still loads', async ({ context, page }) => {
  const keeper = await context.newPage();
  await openApp(keeper, 'source-supplier');
  await expect(keeper.getByRole('heading', { level: 1, name: 'Source suppliers' })).toBeVisible();
  await page.addInitScript(() => {
    const update = ServiceWorkerRegistration.prototype.update;
    ServiceWorkerRegistration.prototype.update = async function raceWithUnregister(this: ServiceWorkerRegistration) {
      await this.unregister();
      return update.call(this);
    };
  });
  const errors = collectPageErrors(page);
  await walk(page, { reloads: 0 });
  await expect(new InviteSupplierPage(page).unitPicker()).toBeVisible();
  expect(errors).toEqual([]);
});
