import { expect, FIRST_LOAD_MS, openApp, test } from './fixtures';
import { LandingPage } from './pages/Landing';

/** The app's own origin in the preview, and the same host on another port: another site (issue 34). */
function origins(baseURL: string | undefined) {
  const app = new URL(baseURL ?? 'http://localhost:4321/findsuppliers/');
  const foreign = new URL(app.origin);
  foreign.port = String(Number(app.port || 80) + 1);
  return { app, foreign };
}

test('Back with a src on this host but another port stays in the app, on the default route', async ({ page, baseURL }) => {
  const { app, foreign } = origins(baseURL);
  const toForeign: string[] = [];
  page.on('request', (request) => new URL(request.url()).origin === foreign.origin && toForeign.push(request.url()));
  await openApp(page, `supplier/100001/overview?src=${encodeURIComponent(`${foreign.origin}/phish`)}`);
  const back = page.getByRole('link', { name: 'Back to previous page' });
  await expect(back).toBeVisible({ timeout: FIRST_LOAD_MS });
  await back.click();

  await expect(new LandingPage(page).heading()).toBeVisible();
  expect(new URL(page.url()).origin).toBe(app.origin);
  expect(new URL(page.url()).pathname).toBe('/findsuppliers/source-supplier');
  expect(toForeign).toEqual([]);
});

test('"User is not authorised to view this content" in a public-redirect url does not send the buyer away', async ({ page, baseURL }) => {
  const { app } = origins(baseURL);
  const left: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && left.push(frame.url()));
  await openApp(page, 'supplier/public-redirect?url=User%20is%20not%20authorised%20to%20view%20this%20content');

  await expect(page.getByText('This public profile could not be found')).toBeVisible({ timeout: FIRST_LOAD_MS });
  expect(new URL(page.url()).origin).toBe(app.origin);
  expect(page.url()).toContain('/findsuppliers/supplier/public-redirect');
  expect(left.filter((url) => url.includes('new-buyer-enquiries'))).toEqual([]);
});
