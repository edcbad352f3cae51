import { collectErrors, expect, FIRST_LOAD_MS, openApp, test } from './fixtures';
import { LandingPage } from './pages/Landing';
import { ProfileTabsPage } from './pages/ProfileTabsPage';

/** Issue 34 item 8: a host that never answers, or a chunk that fails, ends in a message with a Retry that works. */

test('a config.json that never answers ends in a message and a Retry that then loads the app', async ({ page }) => {
  let stalled = true;
  // Held without an answer (never fulfilled) while `stalled`: index.html's early fetch and the app's own.
  await page.route('**/config.json', (route) => (stalled ? undefined : route.continue()));
  await openApp(page, 'source-supplier');
  const alert = page.getByRole('alert');
  // loadConfig's CONFIG_TIMEOUT_MS (15 s), with room for a busy machine.
  await expect(alert).toContainText('did not answer within 15 seconds', { timeout: 40_000 });
  stalled = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  const landing = new LandingPage(page);
  await expect(page.locator('#root').getByRole('heading', { level: 1, name: 'Source suppliers' })).toBeVisible();
  await expect(landing.showButton()).toBeVisible();
});

test('a profile tab whose chunk fails to load shows an error below the header and tab bar, and Try again loads it', async ({ page }) => {
  const errors = collectErrors(page);
  // Every request fails until the buyer retries: following the tab's link asks for the chunk early, and the
  // tab's own load asks again, so a single failure no longer reaches the screen.
  let failing = true;
  let failures = 0;
  await page.route('**/assets/SummaryScreen-*.js', (route) => {
    if (!failing) return route.continue();
    failures++;
    return route.abort('connectionfailed');
  });
  const profile = new ProfileTabsPage(page);
  await openApp(page, 'supplier/100010/overview');
  await expect(profile.supplierName("D'Arcy & O'Neill Roofing Ltd")).toBeVisible();
  await page.getByRole('tablist', { name: 'Supplier profile' }).getByRole('tab', { name: 'Summary', exact: true }).click();
  const failed = page.getByRole('heading', { name: 'Something went wrong on this screen' });
  await expect(failed).toBeVisible();
  await expect(page.getByText('This page could not be loaded. Check your connection and try again.')).toBeVisible();
  // Only the tab gives way: the supplier's header and the tab bar stay, so another tab is one click away.
  await expect(profile.supplierName("D'Arcy & O'Neill Roofing Ltd")).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Supplier profile' }).getByRole('tab', { name: 'Summary', exact: true })).toHaveAttribute('aria-selected', 'true');
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(profile.region('Company overview')).toBeVisible();
  expect(failures).toBeGreaterThanOrEqual(1);
  // No unhandled rejection: the failure was shown, not thrown into the void.
  expect(errors.filter((e) => e.startsWith('page error'))).toEqual([]);
});

test("the shell's secondary parts whose code cannot be fetched leave their places, never a blank page", async ({ page }) => {
  // The header's logo, language list and user name and the menu's items come after the first content: a buyer
  // who went offline before they came lost the whole app to a white page (no error boundary above them).
  let failing = true;
  const refused = new Set<string>();
  await page.route(/\/assets\/(ShellLogo|UserName|LanguageSelect|MenuItems)-[^/]*\.js$/, (route) => {
    if (!failing) return route.continue();
    refused.add(new URL(route.request().url()).pathname.split('/').pop()!.split('-')[0]);
    return route.abort('internetdisconnected');
  });
  const profile = new ProfileTabsPage(page);
  await openApp(page, 'supplier/100010/notes');
  // They come after the first content: the page is read once all four have been refused.
  await expect.poll(() => [...refused].sort(), { timeout: FIRST_LOAD_MS }).toEqual(['LanguageSelect', 'MenuItems', 'ShellLogo', 'UserName']);
  await expect(profile.supplierName("D'Arcy & O'Neill Roofing Ltd")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add note' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Platform menu' });
  await expect(menu.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
  await expect(page.getByLabel('Signed in as Alex Morgan')).toBeVisible();
  // Back online, the next navigation asks for the parts again.
  failing = false;
  await page.getByRole('tablist', { name: 'Supplier profile' }).getByRole('tab', { name: 'Documents', exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Find suppliers' })).toBeVisible();
  await expect(profile.supplierName("D'Arcy & O'Neill Roofing Ltd")).toBeVisible();
});

test('a profile whose add-to-supply-chain code cannot be fetched stays on screen, and the next tab brings the button back', async ({ page }) => {
  // Offline before the late features came: the header's Add to supply chain threw to the route's boundary
  // and the whole profile gave way to an error panel.
  let failing = true;
  const refused = new Set<string>();
  await page.route(/\/assets\/(segments|lateFeatures)-[^/]*\.js$/, (route) => {
    if (!failing) return route.continue();
    refused.add(new URL(route.request().url()).pathname.split('/').pop()!.split('-')[0]);
    return route.abort('internetdisconnected');
  });
  const profile = new ProfileTabsPage(page);
  await openApp(page, 'supplier/100010/notes');
  await expect.poll(() => [...refused].sort(), { timeout: FIRST_LOAD_MS }).toEqual(['lateFeatures', 'segments']);
  await expect(profile.supplierName("D'Arcy & O'Neill Roofing Ltd")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add note' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong on this screen' })).toHaveCount(0);
  failing = false;
  await page.getByRole('tablist', { name: 'Supplier profile' }).getByRole('tab', { name: 'Documents', exact: true }).click();
  await page.getByRole('button', { name: 'Add to supply chain' }).click();
  await expect(page.getByRole('dialog', { name: /supply chain/i })).toBeVisible();
});
