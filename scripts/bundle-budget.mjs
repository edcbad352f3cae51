#!/usr/bin/env node
// Bundle budget (run after `vite build`): prints the landing route's initial JS+CSS (gzip) and
// fails when it exceeds the budget or when heavy/mock code sits in those initial chunks.
//
// "Initial" = the HTML entry chunk and everything it imports statically, plus the landing route
// screen's chunk and its static imports (what the browser must fetch to show /source-supplier).
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

// 170 KB with wouter; react-router-dom 7 (issue 9) was granted 10 KB more.
const BUDGET_KB = 180;
const DIST = 'dist';
// The module the router lazily loads for /source-supplier.
const LANDING_MODULES = ['src/features/search/landing/LandingScreen.tsx'];
const FORBIDDEN = [
  { name: 'mock platform', test: (id) => id.startsWith('mocks/') || id.includes('node_modules/msw/') },
  { name: '@react-pdf/renderer', test: (id) => id.includes('node_modules/@react-pdf/') },
  { name: 'powerbi-client', test: (id) => id.includes('node_modules/powerbi-client') },
  // The supplier profile and compliance areas (specs 02/03) load only on /supplier/:supplierId/*.
  { name: 'supplier profile', test: (id) => id.startsWith('src/features/supplierProfile/') },
  { name: 'compliance', test: (id) => id.startsWith('src/features/compliance/') },
];

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const chunks = JSON.parse(readFileSync(join(DIST, '.vite/chunk-modules.json'), 'utf8'));

function collectFrom(keys) {
  const files = new Set();
  const collect = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const css of entry.css ?? []) files.add(css);
    for (const imported of entry.imports ?? []) collect(imported);
  };
  for (const key of keys) collect(key);
  return files;
}

/** Prints a route's initial chunks (gzip) and returns what breaks its budget or its forbidden list. */
function measure(label, files, budgetKb, forbidden) {
  let total = 0;
  const rows = [];
  for (const file of files) {
    const gz = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
    total += gz;
    rows.push([file, gz]);
  }
  rows.sort((a, b) => b[1] - a[1]);
  console.log(`${label} initial chunks, gzip:`);
  for (const [file, gz] of rows) console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  const totalKb = total / 1024;
  console.log(`  ${totalKb.toFixed(1).padStart(7)} KB  total (budget ${budgetKb} KB)`);
  const found = [];
  if (totalKb > budgetKb) found.push(`${label}: initial JS+CSS ${totalKb.toFixed(1)} KB exceeds ${budgetKb} KB`);
  for (const file of files) {
    for (const id of chunks[file]?.modules ?? []) {
      for (const rule of forbidden) if (rule.test(id)) found.push(`${label}: ${rule.name} in initial chunk ${file}: ${id}`);
    }
  }
  return found;
}

const landingKey = LANDING_MODULES.find((key) => manifest[key]);
if (!landingKey) {
  console.error(`budget: none of ${LANDING_MODULES.join(', ')} is a chunk in the manifest`);
  process.exit(1);
}
const problems = measure(`Landing route (${landingKey})`, collectFrom(['index.html', landingKey]), BUDGET_KB, FORBIDDEN);

// The supplier profile (issue 13): the entry, the profile route (variants, layout, header, menu)
// and the default tab's screen, with no PDF, Power BI or mock code. 230 since issue 38: the tab bar is a
// react-aria tab list (arrow keys, the current tab announced), whose collection code (about 18 KB gzip)
// now comes with the profile's first load; issue 39 (deep links as fast as the landing) revisits it.
// 231 since issue 39's session 14 (+0.4 KB): the tab rendered after the header's paint, the overview's
// parts without boundaries of their own, the tab row's kept height. 232 since 30 Nov 2026 (+0.5 KB in the
// entry, every page): the shell's parts and the slots keep their place when their code cannot be fetched
// (SecondaryPart, SlotPart) instead of blanking the app, and ask again on the next navigation.
const PROFILE_BUDGET_KB = 232;
const PROFILE_ROUTE = 'src/app/routes/ProfileRoute.tsx';
const PROFILE_DEFAULT_TAB = ['src/features/supplierProfile/tabs/overview/OverviewScreen.tsx'];
if (!manifest[PROFILE_ROUTE]) {
  console.error(`budget: ${PROFILE_ROUTE} is not a chunk in the manifest`);
  process.exit(1);
}
const profileTab = PROFILE_DEFAULT_TAB.find((key) => manifest[key]);
problems.push(
  ...measure(
    `Profile route (${PROFILE_ROUTE}${profileTab ? ` + ${profileTab}` : ''})`,
    collectFrom(['index.html', PROFILE_ROUTE, ...(profileTab ? [profileTab] : [])]),
    PROFILE_BUDGET_KB,
    FORBIDDEN.filter((rule) => rule.name !== 'supplier profile'),
  ),
);

// Every profile and compliance page a deep link opens (issue 39; src/app/boot/profileDeepLinks.ts):
// the entry, the profile route and the page's screen chunk. Ceilings are the sizes measured on
// 27 Nov 2026 (280, 265, 267, 298, 286 KB) with ~5 KB of room: they stop growth; they are no target.
// The compliance pages' 286 (was 285) since session 14 of issue 39, for the same +0.4 KB as the profile's.
// Each +1 KB since 30 Nov 2026, for the same +0.5 KB as the profile's 232 (SecondaryPart, SlotPart).
const DEEP_LINK_PAGES = [
  { label: 'Compliance dashboard and requirement pages', module: 'src/features/compliance/complianceScreens.ts', budgetKb: 287 },
  { label: 'Work categories', module: 'src/features/compliance/workCategories/workCategoriesScreens.ts', budgetKb: 271 },
  { label: 'Your connections', module: 'src/features/compliance/connections/connectionsScreens.ts', budgetKb: 273 },
  { label: 'Documents', module: 'src/features/supplierProfile/tabs/documents/DocumentsScreen.tsx', budgetKb: 304 },
  { label: 'Notes', module: 'src/features/supplierProfile/tabs/notes/NotesScreen.tsx', budgetKb: 292 },
];
for (const { label, module, budgetKb } of DEEP_LINK_PAGES) {
  if (!manifest[module]) {
    console.error(`budget: ${module} is not a chunk in the manifest`);
    process.exit(1);
  }
  problems.push(
    ...measure(
      `${label} (${module})`,
      collectFrom(['index.html', PROFILE_ROUTE, module]),
      budgetKb,
      FORBIDDEN.filter((rule) => rule.name === 'mock platform' || rule.name === '@react-pdf/renderer' || rule.name === 'powerbi-client'),
    ),
  );
}

// The risk analytics summary (issue 15): opening it never downloads the PDF or Power BI code; the
// risk radar and the Print risk radar viewer fetch those on their own.
const RISK_SUMMARY = 'src/features/supplierProfile/risk/RiskAnalyticsSummaryScreen.tsx';
if (!manifest[RISK_SUMMARY]) {
  console.error(`budget: ${RISK_SUMMARY} is not a chunk in the manifest`);
  process.exit(1);
}
problems.push(
  ...measure(
    `Risk analytics summary route (${RISK_SUMMARY})`,
    collectFrom(['index.html', PROFILE_ROUTE, RISK_SUMMARY]),
    PROFILE_BUDGET_KB,
    FORBIDDEN.filter((rule) => rule.name === '@react-pdf/renderer' || rule.name === 'powerbi-client'),
  ),
);

// The mock platform's worker script (issue 12): every cold start of the mock platform downloads,
// compiles and evaluates it beside the booting app. msw's cookie jar comes without the public
// suffix list (mocks/platform/registrableDomain.ts): ~90 KB gzip instead of ~200.
const WORKER_BUDGET_KB = 120;
const workerScripts = readdirSync(join(DIST, 'assets')).filter((name) => /^mock-platform-.+\.js$/.test(name));
if (workerScripts.length !== 1) {
  console.error(`budget: expected one mock platform worker script in ${DIST}/assets, found ${workerScripts.length}`);
  process.exit(1);
}
const workerKb = gzipSync(readFileSync(join(DIST, 'assets', workerScripts[0])), { level: 9 }).length / 1024;
console.log(`Mock platform worker script, gzip:\n  ${workerKb.toFixed(1).padStart(7)} KB  assets/${workerScripts[0]} (budget ${WORKER_BUDGET_KB} KB)`);
if (workerKb > WORKER_BUDGET_KB) problems.push(`mock platform worker: ${workerKb.toFixed(1)} KB exceeds ${WORKER_BUDGET_KB} KB`);

const lazyOnly = FORBIDDEN.map((rule) => {
  const where = Object.entries(chunks).filter(([, c]) => c.modules.some(rule.test)).map(([f]) => f);
  return `${rule.name}: ${where.length ? `lazy chunks ${where.join(', ')}` : 'not bundled yet'}`;
});
console.log(`Heavy code outside the initial chunks:\n  ${lazyOnly.join('\n  ')}`);

if (problems.length) {
  console.error(`Budget FAILED:\n  ${problems.slice(0, 20).join('\n  ')}`);
  process.exit(1);
}
console.log('Budget OK');
