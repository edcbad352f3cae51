import { collectErrors, expect, openApp, test } from './fixtures';
import { LandingPage } from './pages/Landing';

/**
 * Issue 34 item 7: whatever the tab or the origin kept (a stale build's value, a hand edit, another app
 * on the origin), a reload still shows the landing, from the defaults.
 */
const HOSTILE: [label: string, key: string, value: string, where: 'session' | 'local'][] = [
  ['an unknown persona', 'findsuppliers.dev', '{"persona":"ghost"}', 'session'],
  ['overrides that are not JSON', 'findsuppliers.dev', '{persona:', 'session'],
  ['overrides of the wrong types', 'findsuppliers.dev', '{"persona":5,"community":["FR"],"language":{},"flags":"on","without":"all"}', 'session'],
  ['overrides that are a list', 'findsuppliers.dev', '["full-buyer"]', 'session'],
  ['saved languages of the wrong types', 'findsuppliers.mock.savedLanguages', '{"full-buyer":["fr"]}', 'local'],
  ['mock data with a broken session', 'findsuppliers.mockdb.v1', '{"version":1,"seed":1,"size":1,"db":{"sessions":{"a":{"sessionId":"a"}}}}', 'local'],
];

for (const [label, key, value, where] of HOSTILE) {
  test(`a reload with ${label} in storage shows the landing page`, async ({ page }) => {
    await openApp(page, 'source-supplier');
    const landing = new LandingPage(page);
    await expect(landing.workCategorySearch()).toBeEnabled();
    await page.evaluate(
      ([k, v, w]) => (w === 'session' ? sessionStorage : localStorage).setItem(k, v),
      [key, value, where] as const,
    );
    const errors = collectErrors(page);
    await page.reload();
    await expect(landing.heading()).toBeVisible();
    // The live landing, not only index.html's static first view (which gives way once the app renders).
    await expect(page.locator('html')).not.toHaveClass(/boot-shell/);
    await expect(page.locator('#root').getByRole('heading', { level: 1, name: 'Source suppliers' })).toBeVisible();
    await expect(landing.showButton()).toBeVisible();
    expect(errors).toEqual([]);
  });
}
