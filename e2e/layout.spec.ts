import { expect, FIRST_LOAD_MS, openApp, test } from './fixtures';
import { LandingPage } from './pages/Landing';
import { ResultsPage } from './pages/Results';

/** Issue 10 item 8: the filters page fits a 375 px phone; the pager's label stays on one line at 1440 px. */
const PHONE = { width: 375, height: 812 };

/** The words of the filters page in two languages: French makes the Apply button's label longest. */
const FILTERS_WORDS = {
  en: { group: 'Company size', size: 'Small', apply: /^Apply new filters \(\d+ results\)$/ },
  fr: { group: "Taille de l'entreprise", size: 'Petite', apply: /^Appliquer les nouveaux filtres \(\d+ résultats\)$/ },
};

for (const [lng, words] of Object.entries(FILTERS_WORDS)) {
  test(`filters page at 375 px (${lng}): a pending change shows the whole Apply label and no sideways scroll`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openApp(page, 'source-supplier/search-filters', { persona: 'full-buyer', community: 'GB', lng });
    await page.getByRole('button', { name: words.group, exact: true }).click();
    await page.getByText(words.size, { exact: true }).click();
    const apply = page.getByRole('button', { name: words.apply });
    await expect(apply).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const box = (await apply.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    // Nothing of the label is clipped inside the button.
    expect(await apply.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
  });
}

test('results page at 1440 px: "Rows per page" is one line', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openApp(page, 'source-supplier', { persona: 'full-buyer', community: 'GB', lng: 'en' });
  const landing = new LandingPage(page);
  await landing.chooseWorkCategory('Mast climb', /Mast climbers/i);
  await landing.show(149);
  const label = new ResultsPage(page).rowsPerPageLabel();
  await expect(label).toBeVisible();
  const { height, lineHeight } = await label.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(el).lineHeight),
  }));
  expect(height).toBeLessThan(lineHeight * 1.5);
});

/** An inline Select on a phone: a long label and value cannot share a line, so the value goes under the label. */
const SAVED_SORT = {
  es: { section: 'Sus búsquedas guardadas', sort: /Ordenar búsquedas guardadas por/ },
  fr: { section: 'Vos recherches enregistrées', sort: /Trier les recherches enregistrées par/ },
};
for (const [lng, words] of Object.entries(SAVED_SORT)) {
  test(`landing at 375 px (${lng}): the saved searches' sort stays inside its section`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openApp(page, 'source-supplier', { persona: 'full-buyer', community: 'GB', lng });
    const section = page.getByRole('region', { name: words.section });
    const sort = section.getByRole('button', { name: words.sort });
    await expect(sort).toBeVisible();
    const inner = (await section.boundingBox())!;
    const box = (await sort.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(inner.x);
    expect(box.x + box.width).toBeLessThanOrEqual(inner.x + inner.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
}

/** The limited profile of a company not on the platform: a long label ("Número de Companies House") left its value no room. */
test('limited profile at 375 px (es): every value of the register record and public details is on screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openApp(page, 'supplier/CompaniesHouse-09999999', { persona: 'full-buyer', community: 'GB', lng: 'es' });
  await expect(page.getByRole('heading', { level: 1, name: 'Kestrel Modular Builds Ltd' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  const values = page.getByRole('definition');
  // The register's record and the public details both name the VAT number.
  await expect(values.filter({ hasText: 'GB999999973' })).toHaveCount(2, { timeout: FIRST_LOAD_MS });
  for (const value of await values.all()) {
    const box = (await value.boundingBox())!;
    expect(box.x + box.width, await value.innerText()).toBeLessThanOrEqual(PHONE.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
