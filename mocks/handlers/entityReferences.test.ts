import { describe, expect, it } from 'vitest';
import { referencesOf } from '../db';

/** Issue 33: the supplier reference's permissions (spec 02 §6), its bound (35) and a path that once crashed the server. */
const BASE = 'http://localhost/mock-api/entityReferences/entityreferences';
const NOT_PERMITTED = { isSuccess: false, message: "You don't have permission" };
const FULL = 'mock-token:5001';
const without = (...permissions: string[]) => `${FULL};without=${permissions.join(',')}`;

const headersOf = (token: string) => ({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' });
const save = (entityId: number, reference: unknown, token = FULL) =>
  fetch(BASE, { method: 'POST', headers: headersOf(token), body: JSON.stringify({ entityId, reference }) });
const remove = (entityId: number, token = FULL) => fetch(`${BASE}/${entityId}`, { method: 'DELETE', headers: headersOf(token) });
const get = (path: string, token = FULL) => fetch(`${BASE}${path}`, { headers: headersOf(token) });

/** A supplier the personas' organisation holds a reference for, and one it holds none for. */
function suppliers() {
  const held = Object.keys(referencesOf(1001)).map(Number);
  const withReference = held[0];
  let withoutReference = withReference + 1;
  while (held.includes(withoutReference)) withoutReference++;
  return { withReference, withoutReference };
}

describe('supplier reference permissions', () => {
  it('adding a reference to a supplier without one needs add-reference', async () => {
    const { withoutReference } = suppliers();
    const refused = await save(withoutReference, 'NEW-1', without('suppliersourcing:add-reference'));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(NOT_PERMITTED);
    expect(referencesOf(1001)[withoutReference]).toBeUndefined();
    // edit-reference alone does not add, add-reference alone does.
    expect((await save(withoutReference, 'NEW-1', without('suppliersourcing:edit-reference'))).status).toBe(200);
    expect(referencesOf(1001)[withoutReference]).toBe('NEW-1');
  });

  it('changing an existing reference needs edit-reference', async () => {
    const { withReference } = suppliers();
    const before = referencesOf(1001)[withReference];
    const refused = await save(withReference, 'CHANGED-1', without('suppliersourcing:edit-reference'));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(NOT_PERMITTED);
    expect(referencesOf(1001)[withReference]).toBe(before);
    expect((await save(withReference, 'CHANGED-1', without('suppliersourcing:add-reference'))).status).toBe(200);
    expect(referencesOf(1001)[withReference]).toBe('CHANGED-1');
  });

  it('saving needs one of the two at least', async () => {
    const { withoutReference } = suppliers();
    const refused = await save(withoutReference, 'NEW-2', without('suppliersourcing:add-reference', 'suppliersourcing:edit-reference'));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(NOT_PERMITTED);
  });

  it('removing needs remove-reference', async () => {
    const { withReference } = suppliers();
    const refused = await remove(withReference, without('suppliersourcing:remove-reference'));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(NOT_PERMITTED);
    expect(referencesOf(1001)[withReference]).toBeTruthy();
    expect((await remove(withReference)).status).toBe(204);
    expect(referencesOf(1001)[withReference]).toBeUndefined();
  });

  it('the French limited buyer neither reads nor changes references, but searches by them on the landing page', async () => {
    const { withReference } = suppliers();
    const limited = 'mock-token:5006';
    expect((await get(`/${withReference}`, limited)).status).toBe(403);
    expect((await save(withReference, 'X', limited)).status).toBe(403);
    expect((await remove(withReference, limited)).status).toBe(403);
    expect((await get('/suppliers/NB?page=1&itemsPerPage=30', limited)).status).toBe(200);
  });
});

describe('supplier reference bounds', () => {
  it('refuses a reference over 35 characters with a 400 naming it', async () => {
    const { withoutReference } = suppliers();
    const response = await save(withoutReference, 'R'.repeat(36));
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('reference');
    expect((await save(withoutReference, 'R'.repeat(35))).status).toBe(200);
  });

  it('refuses a reference that is not text with a 400 naming it', async () => {
    const response = await save(suppliers().withoutReference, { a: 1 });
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('reference');
  });

  it('caps the reference search at 30 to a page', async () => {
    expect((await get('/suppliers/NB?page=1&itemsPerPage=30')).status).toBe(200);
    for (const size of ['31', '0', '99999999', 'x']) {
      const response = await get(`/suppliers/NB?page=1&itemsPerPage=${size}`);
      expect(response.status, size).toBe(400);
      expect((await response.json()).field).toBe('itemsPerPage');
    }
  });

  it('finds nothing for a search text longer than any reference', async () => {
    const response = await get(`/suppliers/${'N'.repeat(36)}?page=1&itemsPerPage=30`);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ totalCount: 0, items: [] });
  });
});

describe('a reference search with a percent sign', () => {
  it('answers (it once decoded the text twice and killed the server)', async () => {
    const { withoutReference } = suppliers();
    expect((await save(withoutReference, 'DISC-50%')).status).toBe(200);
    const response = await get('/suppliers/50%25?page=1&itemsPerPage=30');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.items.map((i: { reference: string }) => i.reference)).toEqual(['DISC-50%']);
    expect((await get('/suppliers/%25E0%25A4%25A?page=1&itemsPerPage=30')).status).toBe(200);
  });
});
