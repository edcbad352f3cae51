import { describe, expect, it } from 'vitest';
import type { QuickSearchResponse, SupplierSearchResult } from '@/services/search/types';
import { allMembers, allSegments, getSearchIndex } from '../db';

// Issue 19 item 3: POST search /quicksearch on the mock platform.
const BASE = 'http://localhost/mock-api/search';
const headers = { Authorization: 'Bearer mock-token:5001', 'Content-Type': 'application/json' };
const quick = (body: unknown) => fetch(`${BASE}/quicksearch`, { method: 'POST', headers, body: JSON.stringify(body) });
const page = { Page: 1, PageSize: 40 };

async function found(QueryText: string, extra: object = {}): Promise<SupplierSearchResult[]> {
  const response = await quick({ QueryText, Paging: page, ...extra });
  expect(response.status).toBe(200);
  return ((await response.json()) as QuickSearchResponse).items;
}

const suppliers = () => getSearchIndex().suppliers.map((s) => s.dto);
const firstOf = (country: string) => suppliers().find((s) => s.countryCode === country && s.vatNumber)!;

describe('quick search on the mock platform', () => {
  it('finds part of a name whatever the case and accents', async () => {
    const names = (await found('SOCIETE GENERALE')).map((s) => s.name);
    expect(names).toContain('Société Générale de Bâtiment');
    expect((await found('générale de bât')).map((s) => s.name)).toContain('Société Générale de Bâtiment');
  });

  it('finds a VAT number typed in lower case, with spaces, or without its country letters', async () => {
    const french = firstOf('FR');
    const vat = french.vatNumber!;
    for (const text of [vat.toLowerCase(), `${vat.slice(0, 4)} ${vat.slice(4, 8)} ${vat.slice(8)}`, vat.slice(2)]) {
      expect((await found(text)).map((s) => s.entityID), text).toContain(french.entityID);
    }
  });

  it('finds a registration number (a SIRET) and a company number written with accents or dots', async () => {
    const french = firstOf('FR');
    expect((await found(french.registrationNumber)).map((s) => s.entityID)).toContain(french.entityID);
    const spanish = firstOf('ES');
    // A CIF starts with a letter: in lower case, with dots, it still matches; so does "és…" for its VAT number.
    const cif = spanish.companyHouseNumber.toLowerCase();
    expect((await found(`${cif.slice(0, 4)}.${cif.slice(4)}`)).map((s) => s.entityID)).toContain(spanish.entityID);
    expect((await found(`ès${spanish.vatNumber!.slice(2).toLowerCase()}`)).map((s) => s.entityID)).toContain(spanish.entityID);
  });

  it('answers in name order, 40 to a page, with the total', async () => {
    const response = await quick({ QueryText: 'ltd', Paging: page });
    const body = (await response.json()) as QuickSearchResponse;
    expect(body.items).toHaveLength(40);
    expect(body.totalCount).toBeGreaterThan(40);
    const names = body.items.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('refuses a QueryText over 200 characters with a 400 naming the field', async () => {
    const response = await quick({ QueryText: 'a'.repeat(201), Paging: page });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.field).toBe('QueryText');
    expect(body.message).toMatch(/QueryText must be at most 200 characters/);
    expect((await quick({ QueryText: 'a'.repeat(200), Paging: page })).status).toBe(200);
  });

  it('answers 400 naming QueryText when it is missing', async () => {
    const response = await quick({ Paging: page });
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('QueryText');
  });

  it('stays inside one unit’s supply chain when asked, and refuses a unit the buyer cannot see', async () => {
    const segmentIds = new Set(allSegments().filter((s) => s.orgUnitAccountId === 2001).map((s) => s.id));
    const members = new Set(allMembers().filter((m) => segmentIds.has(m.segmentId)).map((m) => m.entityId));
    const everywhere = await found('ltd');
    const inChain = await found('ltd', { OrgUnitAccountId: 2001 });
    expect(inChain.length).toBeGreaterThan(0);
    expect(inChain.every((s) => members.has(s.entityID))).toBe(true);
    expect(everywhere.some((s) => !members.has(s.entityID))).toBe(true);
    const theirs = await quick({ QueryText: 'ltd', Paging: page, OrgUnitAccountId: 2004 });
    expect(theirs.status).toBe(403);
  });
});
