/**
 * Mock platform speed (npm run bench:mock). Prints figures; it is not a test.
 *   - generating the default network (target < 2 s)
 *   - at 50,000 suppliers, a counts request with three filters including a distance filter
 *     (target < 50 ms median), through the engine function the handler uses and through msw.
 *   - at 50,000 suppliers, a quick search (target < 20 ms), through the engine and through msw.
 */
import { getResponse } from 'msw';
import type { FilterEntry } from '@/services/search/types';
import { generateNetwork } from '@mocks/data/generate';
import { getGeography } from '@mocks/data/geo';
import { buyerView, configureNetwork, getNetwork, getSearchIndex } from '@mocks/db';
import { handlers } from '@mocks/handlers';
import { countSuppliers } from '@mocks/search/engine';
import { prepareQuickSearch, quickSearchMatches } from '@mocks/search/quickSearch';

const ms = (t: number) => `${t.toFixed(1)} ms`;
function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], p95: s[Math.floor(s.length * 0.95)] };
}

// Warm the geography and taxonomy so the figure is the generator's own cost.
getGeography();
let t = performance.now();
const small = generateNetwork();
console.log(`generate default network (${small.size} suppliers): ${ms(performance.now() - t)}`);

configureNetwork({ size: 50_000 });
t = performance.now();
getNetwork();
console.log(`generate 50,000 suppliers: ${ms(performance.now() - t)}`);
t = performance.now();
const index = getSearchIndex();
console.log(`build search index at 50,000: ${ms(performance.now() - t)}`);

const leeds = getGeography().byKey.get('GB|outcode|ls1')!.geoLocation;
const cases: FilterEntry[][] = [
  [
    { id: 'productServicesIDs', isQuery: true, query: { Id: 10000, MinValue: 10_000, MaxValue: null } },
    { id: 'productServicesIDs', isQuery: true, query: { Id: 10001, MinValue: null, MaxValue: null } },
    { id: 'office.distance', isQuery: true, query: { latitude: leeds.lat, longitude: leeds.lon, distance: 50 } },
    { id: 'enterpriseCategoryTypeID', isQuery: true, query: { Id: 2 } },
  ],
  [
    { id: 'productServicesIDs', isQuery: true, query: { Id: 200, MinValue: null, MaxValue: null } },
    { id: 'office.distance', isQuery: true, query: { latitude: 51.5074, longitude: -0.1278, distance: 100 } },
    { id: 'goals', isQuery: true, query: { GoalReference: 'CL-GOLD', GoalStatusCode: 1 } },
  ],
];
for (const [k, filters] of cases.entries()) {
  const samples: number[] = [];
  let count = 0;
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    count = countSuppliers(index, buyerView(5001, 1001), filters);
    samples.push(performance.now() - start);
  }
  const { median, p95 } = stats(samples.slice(20));
  console.log(`counts case ${k + 1} at 50,000 (engine, ${count} matches): median ${ms(median)}, p95 ${ms(p95)}`);
}

const samples: number[] = [];
for (let i = 0; i < 100; i++) {
  const request = new Request('http://localhost/mock-api/search/search/counts', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer mock-token:5001' },
    body: JSON.stringify({ orderedFilters: cases[0] }),
  });
  const start = performance.now();
  const response = await getResponse(handlers, request);
  await response!.json();
  samples.push(performance.now() - start);
}
const { median, p95 } = stats(samples.slice(10));
console.log(`counts case 1 at 50,000 (through msw getResponse): median ${ms(median)}, p95 ${ms(p95)}`);

// Quick search (issue 19): target < 20 ms at 50,000 suppliers, part of a name and part of a number.
t = performance.now();
prepareQuickSearch(index);
console.log(`prepare quick search text at 50,000: ${ms(performance.now() - t)}`);
const someone = index.suppliers[Math.floor(index.n / 2)].dto;
const quickCases: Array<[string, string]> = [
  ['part of a name', someone.name.split(' ')[0].slice(0, 5)],
  ['accented name, other case', 'SOCIÉTÉ'],
  ['part of a VAT number', (someone.vatNumber ?? someone.companyHouseNumber).slice(2, 8)],
  ['no match', 'zzqqxxyy'],
];
for (const [label, text] of quickCases) {
  const quick: number[] = [];
  let found = 0;
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    found = quickSearchMatches(index, text).length;
    quick.push(performance.now() - start);
  }
  const { median: qMedian, p95: qP95 } = stats(quick.slice(20));
  console.log(`quicksearch ${label} "${text}" at 50,000 (engine, ${found} matches): median ${ms(qMedian)}, p95 ${ms(qP95)}`);
}
const quickHttp: number[] = [];
for (let i = 0; i < 100; i++) {
  const request = new Request('http://localhost/mock-api/search/quicksearch', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer mock-token:5001' },
    body: JSON.stringify({ QueryText: quickCases[0][1], Paging: { Page: 1, PageSize: 40 } }),
  });
  const start = performance.now();
  const response = await getResponse(handlers, request);
  await response!.json();
  quickHttp.push(performance.now() - start);
}
const quickStats = stats(quickHttp.slice(10));
console.log(`quicksearch "${quickCases[0][1]}" at 50,000 (through msw getResponse, page of 40): median ${ms(quickStats.median)}, p95 ${ms(quickStats.p95)} (target < 20 ms)`);
