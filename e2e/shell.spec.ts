import { expect, expectNoSeriousA11yViolations, openApp, test } from './fixtures';
import { ShellPage } from './pages/Shell';
import { LandingPage } from './pages/Landing';
import { ResultsPage } from './pages/Results';

const routes: Array<[string, RegExp]> = [
  ['source-supplier', /\/source-supplier$/],
  ['source-supplier/search-filters?sid=abc', /\/source-supplier\/search-filters\?sid=abc/],
  ['source-supplier/search-results?sid=abc', /\/source-supplier\/search-results\?sid=abc/],
  ['supplier/123/overview', /\/supplier\/123\/overview/],
  ['invite-supplier', /\/invite-supplier/],
];

test.describe('shell', () => {
  for (const [route, url] of routes) {
    test(`renders ${route}`, async ({ page }) => {
      await openApp(page, route);
      await expect(new ShellPage(page).heading()).toBeVisible();
      await expect(page).toHaveURL(url);
    });
  }

  test('an unknown path lands on /source-supplier', async ({ page }) => {
    await openApp(page, 'this/does/not/exist');
    await expect(page).toHaveURL(/\/findsuppliers\/source-supplier$/);
    await expect(new ShellPage(page).heading()).toBeVisible();
  });

  test('renders nothing inside a frame', async ({ page }) => {
    await openApp(page, 'source-supplier');
    await expect(new ShellPage(page).heading()).toBeVisible();
    // The app's own guard, as on a host that sends no headers: the preview's frame-ancestors 'none'
    // would have the browser refuse the frame first (e2e/securityHeaders.spec.ts).
    await page.route(/\/findsuppliers\/source-supplier(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      const { 'content-security-policy': _csp, 'x-frame-options': _xfo, ...headers } = response.headers();
      await route.fulfill({ response, headers });
    });
    await page.setContent(
      `<iframe title="embedded" src="${page.url()}" style="width:800px;height:600px"></iframe>`,
    );
    const frame = page.frameLocator('iframe[title="embedded"]');
    await expect(frame.locator('#root')).toBeAttached();
    await page.waitForTimeout(1500);
    await expect(frame.locator('#root')).toBeEmpty();
    await expect(frame.getByRole('heading')).toHaveCount(0);
  });

  test('on a phone the menu starts folded above the page, which keeps the full width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openApp(page, 'source-supplier');
    const shell = new ShellPage(page);
    const heading = page.getByRole('heading', { level: 1, name: 'Source suppliers' });
    await expect(heading).toBeVisible();
    await expect(shell.menu().getByRole('link', { name: 'Find suppliers' })).toBeHidden();
    const main = await page.getByRole('main').boundingBox();
    expect(main?.width).toBe(375);

    await shell.menu().getByRole('button', { name: 'Expand menu' }).click();
    const link = shell.menu().getByRole('link', { name: 'Find suppliers' });
    await expect(link).toBeVisible();
    // Above the page, not beside it.
    expect((await link.boundingBox())!.y).toBeLessThan((await heading.boundingBox())!.y);
    expect((await page.getByRole('main').boundingBox())?.width).toBe(375);
  });

  test('switching language translates the UI', async ({ page }) => {
    await openApp(page, 'source-supplier');
    const shell = new ShellPage(page);
    await expect(shell.menu().getByRole('link', { name: 'Find suppliers' })).toBeVisible();
    await shell.chooseLanguage('Français');
    await expect(page.getByRole('navigation', { name: 'Menu de la plateforme' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('a saved language is the account’s: a reload and a new tab open in it, until the mock data is reset', async ({ page, context }) => {
    await openApp(page, 'source-supplier');
    const shell = new ShellPage(page);
    await expect(shell.menu().getByRole('link', { name: 'Find suppliers' })).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().endsWith('/users/language') && r.request().method() === 'PUT');
    await shell.chooseLanguage('Français');
    expect((await saved).status()).toBe(204);

    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Menu de la plateforme' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    const tab = await context.newPage();
    await openApp(tab, 'source-supplier');
    await expect(tab.getByRole('navigation', { name: 'Menu de la plateforme' })).toBeVisible();
    await expect(tab.locator('html')).toHaveAttribute('lang', 'fr');

    const panel = new ShellPage(tab).devPanel();
    await panel.getByRole('button', { name: 'Development panel' }).click();
    await panel.getByRole('button', { name: 'Reset mock data' }).click();
    await expect(tab.getByRole('navigation', { name: 'Platform menu' })).toBeVisible();
    await expect(tab.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the persona URL parameter shows the impersonation banner', async ({ page }) => {
    await openApp(page, 'source-supplier', { persona: 'impersonated' });
    await expect(page.getByRole('region', { name: 'Impersonation' })).toContainText('is impersonating Taylor Brooks');
  });

  test('switching persona in the development panel changes who is signed in', async ({ page }) => {
    await openApp(page, 'source-supplier');
    await expect(page.getByText('Alex Morgan')).toBeVisible();
    await new ShellPage(page).switchPersona('Impersonated session');
    await expect(page.getByRole('region', { name: 'Impersonation' })).toBeVisible();
    await expect(page.getByText('Taylor Brooks', { exact: true })).toBeVisible();
  });

  test('a French limited buyer is kept on /source-supplier', async ({ page }) => {
    await openApp(page, 'invite-supplier', { persona: 'french-limited' });
    await expect(page).toHaveURL(/\/source-supplier$/);
  });

  test('axe finds no serious or critical violation on the shell', async ({ page }) => {
    await openApp(page, 'source-supplier');
    await expect(new ShellPage(page).menu().getByRole('link').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('configuration', () => {
  test('a malformed config.json shows a full-page error naming the bad key', async ({ page }) => {
    await page.route('**/findsuppliers/config.json', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      delete config.services.search;
      await route.fulfill({ response, json: config });
    });
    await openApp(page, 'source-supplier');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('services.search');
    await expect(page.getByRole('heading', { name: 'Find Suppliers cannot start' })).toBeVisible();
  });

  test('a missing config.json is named too, never a white screen', async ({ page }) => {
    await page.route('**/findsuppliers/config.json', (route) => route.fulfill({ status: 404, body: 'nope' }));
    await openApp(page, 'source-supplier');
    await expect(page.getByRole('alert')).toContainText('config.json');
  });
});

test.describe('personas', () => {
  test('switching persona hides permission-gated actions', async ({ page }) => {
    await openApp(page, 'source-supplier', { persona: 'full-buyer', community: 'GB', lng: 'en' });
    const landing = new LandingPage(page);
    await landing.chooseWorkCategory('Mast climb', /Mast climbers/i);
    await landing.show(149);
    const results = new ResultsPage(page);
    await expect(results.summary(149)).toBeVisible();
    const resultsUrl = page.url();
    const actions = page.getByRole('group', { name: 'Search result actions' });
    await expect(actions.getByRole('button', { name: 'Invite supplier' })).toBeVisible();
    await expect(results.table().getByRole('checkbox').first()).toBeAttached();

    // The same results as a read-only sourcing buyer: no invite, no row selection.
    await new ShellPage(page).switchPersona('Read-only sourcing');
    await page.goto(resultsUrl);
    await expect(results.summary(149)).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Invite supplier' })).toHaveCount(0);
    await expect(results.table().getByRole('checkbox')).toHaveCount(0);
  });
});
