import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
const errors = [];
p.on('console', m => { if (m.type() === 'error') errors.push(m.text()); });
p.on('pageerror', e => errors.push(String(e)));
const base = 'http://localhost:4900/findsuppliers';
const pages = (process.env.PAGES || '').split(',');
for (const path of pages) {
  await p.goto(base + path);
  await p.waitForTimeout(Number(process.env.WAIT||4000));
  const name = path.replace(/[^a-z0-9]+/gi, '_');
  await p.screenshot({ path: `/tmp/shot${name}.png`, fullPage: false });
  console.log(path, '->', `/tmp/shot${name}.png`, (await p.locator('h1,h2').allInnerTexts()).slice(0,4).join(' | '));
}
console.log('errors', errors.slice(0,10));
await b.close();
