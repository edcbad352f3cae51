import { chromium } from 'playwright';
const [,, path, out, ...actions] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
page.on('pageerror', (e) => console.log('page error:', e.message));
await page.goto(`http://localhost:4820/findsuppliers${path}`);
await page.waitForTimeout(6000);
for (const a of actions) {
  const [kind, name] = a.split('=');
  if (kind === 'click') await page.getByRole('button', { name }).first().click();
  if (kind === 'radio') await page.getByRole('radio', { name }).click();
  await page.waitForTimeout(1500);
}
await page.screenshot({ path: out, fullPage: true });
console.log(await page.locator('main').innerText().catch(() => 'no main'));
await browser.close();
