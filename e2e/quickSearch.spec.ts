import { expect, expectNoSeriousA11yViolations, FIRST_LOAD_MS, openApp, test } from './fixtures';
import { LandingPage, typeInto } from './pages/Landing';
import { SupplierProfilePage } from './pages/SupplierProfile';

// Issue 19: with onionSearchEnabled on, the landing's "Supplier name or ID" box is the quick search.
test('the alternative company search finds a supplier by part of its name and opens its profile', async ({ page }) => {
  await openApp(page, 'source-supplier', { flags: 'onionSearchEnabled:on' });
  const landing = new LandingPage(page);
  await expect(landing.heading()).toBeVisible();

  const asked = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/search/quicksearch'));
  await typeInto(landing.companySearch(), 'hartley & ash');
  expect((await asked).postDataJSON()).toEqual({ QueryText: 'hartley & ash', Paging: { Page: 1, PageSize: 40 } });

  const option = page.getByRole('option', { name: /Hartley & Ashworth Groundworks Ltd/ });
  // The first call waits for the mock platform to build its network in the browser.
  await expect(option).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(option).toContainText(/Companies House number: \d{8}/);
  // Escape closes the list and keeps the text, as on every type-ahead; the page is checked closed
  // (an open react-aria list hides the rest of the page from assistive technology on purpose).
  await page.keyboard.press('Escape');
  await expect(option).toBeHidden();
  await expect(landing.companySearch()).toHaveValue('hartley & ash');
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('ArrowDown');
  await option.click();
  await new SupplierProfilePage(page).loaded(/Hartley & Ashworth Groundworks Ltd/);
  expect(new URL(page.url()).pathname).toMatch(/^\/findsuppliers\/supplier\/100007(\/|$)/);
});
