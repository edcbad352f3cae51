import { describe, expect, it } from 'vitest';
import { getDb } from '../db';
import { SEGMENT_NAME_MAX_LENGTH } from './segmentRules';

// The supply chain host (spec 01 §6, §7): reads need supplychain:access, writes that and neither
// read-only permission; a unit of another organisation is refused in the service's own words.
const BASE = 'http://localhost/mock-api/supplyChain';
const FULL_BUYER = 'mock-token:5001';
const READONLY_SOURCING = 'mock-token:5002';
const SUPPLYCHAIN_READONLY = 'mock-token:5003';
const NO_SUPPLYCHAIN = 'mock-token:5001;without=supplychain:access';
const FRENCH_LIMITED = 'mock-token:5006';
const OTHER_ORGANISATION = 'mock-token:5101';
const NOT_PERMITTED = { isSuccess: false, message: "You don't have permission" };
const SUPPLYCHAIN_FORBIDDEN = "Sorry you don't have permission to view the supplychain in this session";

const call = (method: string, path: string, token = FULL_BUYER, body?: unknown) =>
  fetch(`${BASE}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const READS = [
  '/supplychain/default',
  '/ListGrouping?orgUnitAccountId=2001&sortBy=name&sortOrder=asc&page=1&pageSize=99999',
  '/listgrouping/types',
  '/customstages/4001',
  '/supplychain/2001/organisationunitsegments',
  '/supplychain/3001/Segments/4001?orgUnitAccountId=2001',
  '/segment-config',
  '/segments/4001/product?supplierEntityId=100001',
];

const newSegment = { name: 'Riverside frameworks', compliancePolicyId: 4, segmentType: 1, isVisibleToSuppliers: false };
const addSuppliers = { supplierIds: [100001], supplierCustomStageId: 7004 };
const WRITES = [
  ['POST /SupplyChain/{id}/segment', 'POST', '/SupplyChain/3001/segment', newSegment],
  ['PUT …/segments/{id}/suppliers', 'PUT', '/supplyChain/3001/segments/4002/suppliers', addSuppliers],
] as const;

describe('supply-chain reads need supplychain:access', () => {
  it.each(READS)('GET %s: 403 without supplychain:access or for the French limited buyer, 200 with it', async (path) => {
    for (const token of [NO_SUPPLYCHAIN, FRENCH_LIMITED]) {
      const refused = await call('GET', path, token);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual(NOT_PERMITTED);
    }
    // The read-only supply-chain buyer still reads.
    expect((await call('GET', path, SUPPLYCHAIN_READONLY)).status).toBe(200);
    expect((await call('GET', path)).status).toBe(200);
  });

  it('each segment says whether this caller may add to it, by the add call’s own rule', async () => {
    const canAdd = async (token: string) =>
      ((await (await call('GET', '/ListGrouping?orgUnitAccountId=2001', token)).json()).items as { permissions: { canAdd: boolean } }[]).map((s) => s.permissions.canAdd);
    expect(new Set(await canAdd(FULL_BUYER))).toEqual(new Set([true]));
    expect(new Set(await canAdd(READONLY_SOURCING))).toEqual(new Set([false]));
    expect(new Set(await canAdd(SUPPLYCHAIN_READONLY))).toEqual(new Set([false]));
  });

  it('401 without a known token', async () => {
    expect((await fetch(`${BASE}/listgrouping/types`)).status).toBe(401);
  });
});

describe('supply-chain writes need mayWriteSupplyChain', () => {
  it.each(WRITES)('%s refuses read-only sourcing, read-only supply chain and no supplychain:access, and writes nothing', async (_name, method, path, body) => {
    for (const token of [READONLY_SOURCING, SUPPLYCHAIN_READONLY, NO_SUPPLYCHAIN]) {
      const response = await call(method, path, token, body);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(NOT_PERMITTED);
    }
    expect([getDb().createdSegments.length, getDb().addedMembers.length]).toEqual([0, 0]);
  });

  it.each(WRITES)('%s lets a full buyer through', async (_name, method, path, body) => {
    expect((await call(method, path, FULL_BUYER, body)).status).toBeLessThan(300);
  });

  it('an unknown bearer is 401, not 403', async () => {
    expect((await call('POST', WRITES[0][2], 'mock-token:9999', newSegment)).status).toBe(401);
  });
});

describe('organisation units: only the caller’s own', () => {
  it.each([
    ['GET', '/supplychain/default?orgUnitId=2004'],
    ['GET', '/ListGrouping?orgUnitAccountId=2004'],
    ['GET', '/supplychain/2004/organisationunitsegments'],
  ])('%s %s: another organisation’s unit is a 403 in the service’s words', async (method, path) => {
    const response = await call(method, path);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: SUPPLYCHAIN_FORBIDDEN });
  });

  it('the other organisation reads its own units and is refused ours', async () => {
    expect((await call('GET', '/supplychain/2004/organisationunitsegments', OTHER_ORGANISATION)).status).toBe(200);
    expect((await call('GET', '/supplychain/2001/organisationunitsegments', OTHER_ORGANISATION)).status).toBe(403);
    expect((await call('GET', '/customstages/4001', OTHER_ORGANISATION)).status).toBe(403);
  });

  it('creating a segment in, or adding suppliers to, another organisation’s supply chain is a 403 and writes nothing', async () => {
    expect((await call('POST', '/SupplyChain/3001/segment', OTHER_ORGANISATION, newSegment)).status).toBe(403);
    expect((await call('PUT', '/supplyChain/3001/segments/4002/suppliers', OTHER_ORGANISATION, addSuppliers)).status).toBe(403);
    expect([getDb().createdSegments.length, getDb().addedMembers.length]).toEqual([0, 0]);
  });
});

describe('bounds', () => {
  it(`a segment name above ${SEGMENT_NAME_MAX_LENGTH} characters is a 400 naming name; at the bound it is created`, async () => {
    const tooLong = await call('POST', '/SupplyChain/3001/segment', FULL_BUYER, { ...newSegment, name: 'x'.repeat(SEGMENT_NAME_MAX_LENGTH + 1) });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).field).toBe('name');
    expect(getDb().createdSegments).toHaveLength(0);
    const atBound = await call('POST', '/SupplyChain/3001/segment', FULL_BUYER, { ...newSegment, name: 'y'.repeat(SEGMENT_NAME_MAX_LENGTH) });
    expect(atBound.status).toBe(201);
  });

  it('a name that is not text is a 400 naming name', async () => {
    const response = await call('POST', '/SupplyChain/3001/segment', FULL_BUYER, { ...newSegment, name: 42 });
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('name');
  });

  it('ListGrouping keeps the spec’s pageSize=99999 and refuses anything larger, naming pageSize', async () => {
    expect((await call('GET', '/ListGrouping?orgUnitAccountId=2001&page=1&pageSize=99999')).status).toBe(200);
    const huge = await call('GET', '/ListGrouping?orgUnitAccountId=2001&page=1&pageSize=99999999');
    expect(huge.status).toBe(400);
    expect((await huge.json()).field).toBe('pageSize');
    const zero = await call('GET', '/ListGrouping?orgUnitAccountId=2001&page=0');
    expect((await zero.json()).field).toBe('page');
  });

  it('pages the segment list', async () => {
    const all = await (await call('GET', '/ListGrouping?orgUnitAccountId=2001')).json();
    const second = await (await call('GET', '/ListGrouping?orgUnitAccountId=2001&page=2&pageSize=1')).json();
    expect(second.totalCount).toBe(all.totalCount);
    expect(second.items).toEqual([all.items[1]]);
  });

  it.each([
    ['/ListGrouping', 'orgUnitAccountId'],
    ['/ListGrouping?orgUnitAccountId=abc', 'orgUnitAccountId'],
    ['/supplychain/default?orgUnitId=1e3', 'orgUnitId'],
    ['/segments/4001/product?supplierEntityId=x', 'supplierEntityId'],
  ])('GET %s is a 400 naming %s', async (path, field) => {
    const response = await call('GET', path);
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe(field);
  });

  it('malformed ids find nothing (404), never a failure', async () => {
    expect((await call('GET', '/customstages/abc')).status).toBe(404);
    expect((await call('GET', '/supplychain/x/Segments/y')).status).toBe(404);
    expect((await call('POST', '/SupplyChain/%25/segment', FULL_BUYER, newSegment)).status).toBe(404);
  });

  it('an add of more than 1000 suppliers is a 400 naming supplierIds', async () => {
    const ids = Array.from({ length: 1001 }, (_, i) => 100001 + i);
    const response = await call('PUT', '/supplyChain/3001/segments/4002/suppliers', FULL_BUYER, { ...addSuppliers, supplierIds: ids });
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('supplierIds');
  });
});
