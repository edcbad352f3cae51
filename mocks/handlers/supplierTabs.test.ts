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
