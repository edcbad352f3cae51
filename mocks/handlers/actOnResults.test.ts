import { describe, expect, it } from 'vitest';
import { allMembers, getDb } from '../db';

const BASE = 'http://localhost/mock-api';
const headers = { Authorization: 'Bearer mock-token:5001', 'Content-Type': 'application/json' };
const readonlyHeaders = { ...headers, Authorization: 'Bearer mock-token:5003' };
const send = (method: string, path: string, body?: unknown, h = headers) =>
  fetch(`${BASE}${path}`, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });

const newSegment = { name: 'Riverside DPS', compliancePolicyId: 4, segmentType: 6, isVisibleToSuppliers: false };

describe('supply-chain writes', () => {
  it('creates a segment (DPS always visible) with the new-segment stages, then 409 on the same name', async () => {
    const created = await send('POST', '/supplyChain/SupplyChain/3001/segment', newSegment);
    expect(created.status).toBe(201);
    const dto = await created.json();
    expect(dto).toMatchObject({ name: 'Riverside DPS', supplyChainId: 3001, orgUnitAccountId: 2001, listGroupingTypeId: 6, isVisibleToSuppliers: true });
    const stages = await (await send('GET', `/supplyChain/customstages/${dto.id}`)).json();
    expect(stages.map((s: { name: string }) => s.name)).toEqual(['Invited', 'Pre-qualification', 'Approved supplier']);
    expect((await send('POST', '/supplyChain/SupplyChain/3001/segment', { ...newSegment, name: ' riverside dps ' })).status).toBe(409);
    // Names are unique per supply chain only.
    expect((await send('POST', '/supplyChain/SupplyChain/3002/segment', newSegment)).status).toBe(201);
  });

  it.each([
    ['blank name', { ...newSegment, name: ' ' }, 'name'],
    ['unknown policy', { ...newSegment, compliancePolicyId: 0 }, 'compliancePolicyId'],
    ['unknown type', { ...newSegment, segmentType: 99 }, 'segmentType'],
  ])('refuses a %s with a 400 naming the field', async (_case, body, field) => {
    const response = await send('POST', '/supplyChain/SupplyChain/3001/segment', body);
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe(field);
  });

  it('refuses writes for supplychain:readonly', async () => {
    expect((await send('POST', '/supplyChain/SupplyChain/3001/segment', newSegment, readonlyHeaders)).status).toBe(403);
  });

  it('adds suppliers to a segment stage and they become members', async () => {
    const response = await send('PUT', '/supplyChain/supplyChain/3001/segments/4002/suppliers', { supplierIds: [100001, 100002], supplierCustomStageId: 7004 });
    expect(await response.json()).toEqual({ isSuccess: true, addedCount: 2 });
    expect(allMembers().filter((m) => m.segmentId === 4002 && [100001, 100002].includes(m.entityId))).toEqual([
      expect.objectContaining({ entityId: 100001, stageId: 7004 }),
      expect.objectContaining({ entityId: 100002, stageId: 7004 }),
    ]);
    expect(getDb().addedMembers).toHaveLength(2);
  });

  it('says which suppliers were already in the segment and leaves them at their stage', async () => {
    const path = '/supplyChain/supplyChain/3001/segments/4002/suppliers';
    await send('PUT', path, { supplierIds: [100001], supplierCustomStageId: 7004 });
    const again = await send('PUT', path, { supplierIds: [100001, 100002], supplierCustomStageId: 7005 });
    expect(await again.json()).toEqual({ isSuccess: true, addedCount: 1, alreadyInSegment: [100001] });
    expect(allMembers().filter((m) => m.segmentId === 4002 && [100001, 100002].includes(m.entityId))).toEqual([
      expect.objectContaining({ entityId: 100001, stageId: 7004 }),
      expect.objectContaining({ entityId: 100002, stageId: 7005 }),
    ]);
  });

  it('refuses a stage of another segment and unknown suppliers', async () => {
    expect((await send('PUT', '/supplyChain/supplyChain/3001/segments/4002/suppliers', { supplierIds: [100001], supplierCustomStageId: 1 })).status).toBe(400);
    expect((await send('PUT', '/supplyChain/supplyChain/3001/segments/4002/suppliers', { supplierIds: [9], supplierCustomStageId: 7004 })).status).toBe(400);
  });

  it('answers segment-config and the segment product check', async () => {
    expect(await (await send('GET', '/supplyChain/segment-config')).json()).toMatchObject({ hiddenSegmentTypes: [9, 10] });
    const product = await (await send('GET', '/supplyChain/segments/4001/product?supplierEntityId=100001')).json();
    expect(product).toEqual({ requiredProduct: { productId: 901, isSuccess: false } });
    expect((await send('GET', '/supplyChain/segments/4001/product')).status).toBe(400);
  });
});

const invitation = {
  contactEmail: 'dana@harbour.example', name: 'Harbour Roofing', companiesHouseNumber: '', contactFirstName: 'Dana',
  contactLastName: 'Price', contactPhone: '020 7946 0958', addressLine1: '', postcode: '', requiredGoals: 'Gold',
  listGroupingId: 4002, listGroupingName: 'M62 Junction 24 improvement', customStageId: -1, sentByFirstName: 'Alex',
  sentByLastName: 'Morgan', sentByEmail: 'alex@northbridge.example', orgUnitId: 2001,
  reasonCode: { value: 1, label: 'New supplier for an upcoming project' }, officeNumber: '', mobileNumber: '07700 900123',
};

describe('POST invite /supplier', () => {
  it('stores the invitation, which can be found afterwards', async () => {
    const response = await send('POST', '/invite/supplier', invitation);
    expect(await response.json()).toMatchObject({ isSuccess: true, invitationId: 8001 });
    const list = await (await send('GET', '/invite/supplier')).json();
    expect(list.items).toEqual([expect.objectContaining({ contactEmail: 'dana@harbour.example', invitedBy: 5001 })]);
  });

  it('answers bad input with 400 and validation issues per property', async () => {
    const response = await send('POST', '/invite/supplier', { ...invitation, contactEmail: 'nope', mobileNumber: '', listGroupingId: 4011 });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.isSuccess).toBe(false);
    expect(body.validationIssues.map((i: { propertyName: string }) => i.propertyName)).toEqual(['contactEmail', 'officeNumber', 'listGroupingId']);
  });

  it('refuses what the form refuses, in the form\'s words: "a@b", a two-digit phone, an over-long one', async () => {
    const response = await send('POST', '/invite/supplier', {
      ...invitation, contactEmail: 'a@b', contactPhone: '12', mobileNumber: '020 7946 0958 ext 12',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).validationIssues).toEqual([
      { propertyName: 'contactEmail', propertyFailures: ['Invalid email'] },
      { propertyName: 'contactPhone', propertyFailures: ['Wrong number format'] },
      { propertyName: 'mobileNumber', propertyFailures: ['Enter 19 characters or fewer'] },
    ]);
  });

  it('refuses a buyer without onboarding access', async () => {
    const response = await send('POST', '/invite/supplier', invitation, { ...headers, Authorization: 'Bearer mock-token:5004' });
    expect(response.status).toBe(403);
  });
});
