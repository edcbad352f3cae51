import { describe, expect, it } from 'vitest';
import { getDb } from '../db';

// The mock platform refuses gated writes from the bearer identity, as a real backend would (issue 11 item 1).
const BASE = 'http://localhost/mock-api';
const as = (userAccountId: number) => ({ Authorization: `Bearer mock-token:${userAccountId}`, 'Content-Type': 'application/json' });
const FULL_BUYER = 5001;
const READONLY_SOURCING = 5002;
const SUPPLYCHAIN_READONLY = 5003;
const NO_ONBOARDING = 5004;

const send = (method: string, path: string, body: unknown, userAccountId: number) =>
  fetch(`${BASE}${path}`, { method, headers: as(userAccountId), body: JSON.stringify(body) });

const newSegment = { name: 'Read-only attempt', compliancePolicyId: 4, segmentType: 1, isVisibleToSuppliers: false };
const addSuppliers = { supplierIds: [100001], supplierCustomStageId: 7004 };
const invitation = { name: 'Acme', listGroupingId: 4002, orgUnitId: 2001 };

const GATED = [
  ['POST /invite/supplier', 'POST', '/invite/supplier', invitation],
  ['POST /SupplyChain/{id}/segment', 'POST', '/supplyChain/SupplyChain/3001/segment', newSegment],
  ['PUT …/segments/{id}/suppliers', 'PUT', '/supplyChain/supplyChain/3001/segments/4002/suppliers', addSuppliers],
] as const;

describe('mock platform permissions (the app’s own rules, from the bearer identity)', () => {
  it.each(GATED)('%s refuses a read-only sourcing identity with 403 and writes nothing', async (_name, method, path, body) => {
    const response = await send(method, path, body, READONLY_SOURCING);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ isSuccess: false, message: "You don't have permission" });
    const db = getDb();
    expect([db.invitations.length, db.createdSegments.length, db.addedMembers.length]).toEqual([0, 0, 0]);
  });

  it.each(GATED)('%s lets a full buyer through to the handler', async (_name, method, path, body) => {
    expect((await send(method, path, body, FULL_BUYER)).status).not.toBe(403);
  });

  it('supply-chain writes refuse supplychain:readonly; inviting refuses a buyer without onboarding:access', async () => {
    expect((await send('PUT', GATED[2][2], addSuppliers, SUPPLYCHAIN_READONLY)).status).toBe(403);
    expect((await send('POST', GATED[0][2], invitation, NO_ONBOARDING)).status).toBe(403);
  });

  it('an unknown bearer is 401, not 403', async () => {
    expect((await send('POST', GATED[1][2], newSegment, 9999)).status).toBe(401);
  });
});
