import { describe, expect, it } from 'vitest';
import { AWKWARD_PROFILE_IDS } from '../data/profile/awkwardProfiles';

const MANY = AWKWARD_PROFILE_IDS.manyLocations;
const url = (id: number | string) => `http://localhost/mock-api/supplier/supplierdetails/${id}/locations`;

async function post(id: number | string, body: unknown) {
  return fetch(url(id), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer mock-token:5001' },
    body: JSON.stringify(body),
  });
}

describe('POST supplierdetails/{id}/locations (paged and sorted on the server)', () => {
  it('answers the asked page in the asked order with the total', async () => {
    const asc = await (await post(MANY, { id: MANY, paging: { page: 1, pageSize: 50 }, sorting: { name: 'addressLine1', order: 'asc' } })).json();
    const desc = await (await post(MANY, { id: MANY, paging: { page: 3, pageSize: 50 }, sorting: { name: 'addressLine1', order: 'desc' } })).json();
    expect(asc.totalCount).toBe(120);
    expect(asc.locations).toHaveLength(50);
    expect(desc.locations).toHaveLength(20);
    // The last 20 in descending order are the first 20 in ascending order, reversed.
    expect(desc.locations.map((l: { addressLine1: string }) => l.addressLine1)).toEqual(
      asc.locations.slice(0, 20).map((l: { addressLine1: string }) => l.addressLine1).reverse(),
    );
  });

  it('refuses a body it cannot read, and an unknown supplier', async () => {
    expect((await post(MANY, { id: MANY, paging: { page: 0, pageSize: 10 }, sorting: { name: 'addressLine1', order: 'asc' } })).status).toBe(400);
    expect((await post(MANY, { id: MANY, paging: { page: 1, pageSize: 10 }, sorting: { name: 'city', order: 'asc' } })).status).toBe(400);
    expect((await post(MANY, { id: 1, paging: { page: 1, pageSize: 10 }, sorting: { name: 'addressLine1', order: 'asc' } })).status).toBe(400);
    expect((await post(99, { id: 99, paging: { page: 1, pageSize: 10 }, sorting: { name: 'addressLine1', order: 'asc' } })).status).toBe(404);
  });
});

describe('the profile tabs’ calls: any buyer, bounded bodies (spec 02 §2.8, §7)', () => {
  const valid = { id: MANY, paging: { page: 1, pageSize: 10 }, sorting: { name: 'addressLine1', order: 'asc' } };
  const as = (token: string | null, path: string, init: RequestInit = {}) =>
    fetch(`http://localhost/mock-api${path}`, { ...init, headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json', ...init.headers } });

  it('locations: pageSize at most 50 (the table offers 10, 30, 50), at least 1, an integer; 400 naming paging.pageSize', async () => {
    expect((await post(MANY, { ...valid, paging: { page: 1, pageSize: 50 } })).status).toBe(200);
    for (const pageSize of [51, 99999999, 0, 1.5, '10', null]) {
      const response = await post(MANY, { ...valid, paging: { page: 1, pageSize } });
      expect(response.status, String(pageSize)).toBe(400);
      expect((await response.json()).field).toBe('paging.pageSize');
    }
  });

  it('locations: every other wrong part of the body is a 400 naming its field', async () => {
    const cases: [unknown, string][] = [
      [null, 'body'],
      [[valid], 'body'],
      [{ ...valid, id: String(MANY) }, 'id'],
      [{ ...valid, paging: undefined }, 'paging'],
      [{ ...valid, paging: [1, 10] }, 'paging'],
      [{ ...valid, paging: { page: '1', pageSize: 10 } }, 'paging.page'],
      [{ ...valid, paging: { page: 1e300, pageSize: 10 } }, 'paging.page'],
      [{ ...valid, sorting: 'addressLine1' }, 'sorting'],
      [{ ...valid, sorting: { name: 'constructor', order: 'asc' } }, 'sorting.name'],
      [{ ...valid, sorting: { name: 'addressLine1', order: 'up' } }, 'sorting.order'],
    ];
    for (const [body, field] of cases) {
      const response = await post(MANY, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).field).toBe(field);
    }
    const empty = await fetch(url(MANY), { method: 'POST', headers: { Authorization: 'Bearer mock-token:5001', 'Content-Type': 'application/json' } });
    expect(empty.status).toBe(400);
    expect((await empty.json()).field).toBe('body');
    const text = await fetch(url(MANY), { method: 'POST', headers: { Authorization: 'Bearer mock-token:5001', 'Content-Type': 'text/plain' }, body: 'x' });
    expect(text.status).toBe(415);
  });

  it('contacts, locations and goals: any buyer of any organisation; no token 401; without suppliersourcing:access 403', async () => {
    const calls: [string, RequestInit][] = [
      [`/supplier/supplierdetails/${MANY}/contacts`, {}],
      [`/supplier/supplierdetails/${MANY}/locations`, { method: 'POST', body: JSON.stringify(valid) }],
      [`/compliance/suppliers/${MANY}/goals`, {}],
    ];
    for (const [path, init] of calls) {
      for (const token of ['mock-token:5001', 'mock-token:5002', 'mock-token:5101']) expect((await as(token, path, init)).status, `${token} ${path}`).toBe(200);
      expect((await as(null, path, init)).status, path).toBe(401);
      const refused = await as('mock-token:5001;without=suppliersourcing:access', path, init);
      expect(refused.status, path).toBe(403);
      expect(await refused.json()).toEqual({ isSuccess: false, message: "You don't have permission" });
      expect((await as('mock-token:5006', path, init)).status, path).toBe(403);
    }
  });

  it('a malformed supplier id is a 404, never a 500', async () => {
    for (const id of ['1e5', '0x10', `${MANY}.0`, 'abc']) {
      expect((await as('mock-token:5001', `/supplier/supplierdetails/${id}/contacts`)).status, id).toBe(404);
      expect((await as('mock-token:5001', `/compliance/suppliers/${id}/goals`)).status, id).toBe(404);
      expect((await post(id, { ...valid, id })).status, id).toBe(404);
    }
  });
});
