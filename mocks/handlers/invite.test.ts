import { describe, expect, it } from 'vitest';
import { getDb } from '../db';
import { INVITE_TEXT_BOUNDS } from '@/services/invite/textBounds';
import { VALID_INVITATION } from './endpointSampleRequests';

// POST invite /supplier (spec 01 §5, §6): mayInvite, each field bounded, stored field by field.
const URL = 'http://localhost/mock-api/invite/supplier';
const FULL_BUYER = 'mock-token:5001';
const NOT_PERMITTED = { isSuccess: false, message: "You don't have permission" };

const send = (body: unknown, token = FULL_BUYER) =>
  fetch(URL, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const list = (query = '', token = FULL_BUYER) => fetch(`${URL}${query}`, { headers: { Authorization: `Bearer ${token}` } });

const invitation = VALID_INVITATION;

async function refusal(body: unknown) {
  const response = await send(body);
  expect(response.status).toBe(400);
  return response.json() as Promise<{ isSuccess: boolean; field: string; validationIssues: { propertyName: string; propertyFailures: string[] }[] }>;
}

describe('POST invite /supplier: who may invite (mayInvite)', () => {
  it.each([
    ['read-only sourcing', 'mock-token:5002'],
    ['no onboarding:access', 'mock-token:5004'],
    ['no supplychain:access', 'mock-token:5001;without=supplychain:access'],
    ['the French limited buyer', 'mock-token:5006'],
  ])('refuses %s with 403 and stores nothing', async (_who, token) => {
    const response = await send(invitation, token);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(NOT_PERMITTED);
    expect(getDb().invitations).toHaveLength(0);
  });

  it('lets a full buyer invite, and a buyer with read-only supply chain too (the rule does not ask it)', async () => {
    expect((await send(invitation)).status).toBe(200);
    expect((await send({ ...invitation, contactEmail: 'sam@harbour.example' }, 'mock-token:5003')).status).toBe(200);
  });

  it('the invitations list asks the same rule', async () => {
    expect((await list('', 'mock-token:5004')).status).toBe(403);
    expect((await list()).status).toBe(200);
  });
});

describe('POST invite /supplier: bounds, each refused with a 400 naming the field', () => {
  const textFields = Object.entries(INVITE_TEXT_BOUNDS).filter(([field]) => field !== 'companiesHouseNumber');
  it.each(textFields)('%s above %i characters', async (field, max) => {
    // A value that passes every other rule of the field once cut to the bound (an address, a phone…).
    const long = field.endsWith('Email') ? `${'a'.repeat(64)}@${'b'.repeat(max)}.example` : field.endsWith('Number') || field === 'contactPhone' ? '0'.repeat(max + 1) : 'x'.repeat(max + 1);
    const body = await refusal({ ...invitation, [field]: long });
    expect(body.isSuccess).toBe(false);
    expect(body.field).toBe(field);
    expect(body.validationIssues.map((i) => i.propertyName)).toEqual([field]);
    expect(getDb().invitations).toHaveLength(0);
  });

  it('a phone too long says so in the form’s words', async () => {
    const body = await refusal({ ...invitation, contactPhone: '0'.repeat(20) });
    expect(body.validationIssues).toEqual([{ propertyName: 'contactPhone', propertyFailures: ['Enter 19 characters or fewer'] }]);
  });

  it.each(['0123456', '012345678'])('a Companies House number of other than 8 characters (%s)', async (number) => {
    const body = await refusal({ ...invitation, companiesHouseNumber: number });
    expect(body.field).toBe('companiesHouseNumber');
  });

  it('a reason code label above 100 characters, or a reason code that is not one', async () => {
    expect((await refusal({ ...invitation, reasonCode: { value: 1, label: 'x'.repeat(101) } })).field).toBe('reasonCode');
    expect((await refusal({ ...invitation, reasonCode: { value: 99, label: 'Other' } })).field).toBe('reasonCode');
  });

  it.each([
    ['name', 42],
    ['contactFirstName', ['Dana']],
    ['postcode', { code: 'LS1' }],
  ])('%s of the wrong type', async (field, value) => {
    expect((await refusal({ ...invitation, [field]: value })).field).toBe(field);
  });

  it('a body that is not an object', async () => {
    expect((await refusal([invitation])).field).toBe('body');
  });
});

describe('POST invite /supplier: what is stored', () => {
  it('keeps each known field, typed and trimmed, never the body as sent', async () => {
    const response = await send({
      ...invitation,
      name: '  Harbour Roofing  ',
      listGroupingName: 'Whatever the client says',
      isAdmin: true,
      extra: 'x'.repeat(1000),
      reasonCode: { value: 1, label: 'New supplier for an upcoming project', injected: '<script>' },
    });
    expect(response.status).toBe(200);
    const [stored] = getDb().invitations as Record<string, unknown>[];
    expect(Object.keys(stored).sort()).toEqual([
      'addressLine1', 'companiesHouseNumber', 'contactEmail', 'contactFirstName', 'contactLastName', 'contactPhone', 'customStageId',
      'invitationId', 'invitedBy', 'listGroupingId', 'listGroupingName', 'mobileNumber', 'name', 'officeNumber', 'orgUnitId', 'postcode',
      'reasonCode', 'requiredGoals', 'sentByEmail', 'sentByFirstName', 'sentByLastName', 'sentOn',
    ]);
    expect(stored).toMatchObject({
      name: 'Harbour Roofing',
      // The segment's own name, not what the client sent.
      listGroupingName: 'M62 Junction 24 improvement',
      reasonCode: { value: 1, label: 'New supplier for an upcoming project' },
      invitedBy: 5001,
      invitationId: 8001,
    });
    expect(Object.keys(stored.reasonCode as object).sort()).toEqual(['label', 'value']);
  });

  it('the list pages the caller’s invitations and caps its page size', async () => {
    await send(invitation);
    await send({ ...invitation, contactEmail: 'lee@harbour.example' });
    const page = await (await list('?page=2&pageSize=1')).json();
    expect(page).toMatchObject({ totalCount: 2, items: [expect.objectContaining({ contactEmail: 'dana@harbour.example' })] });
    const huge = await list('?pageSize=99999999');
    expect(huge.status).toBe(400);
    expect((await huge.json()).field).toBe('pageSize');
    // Another organisation sees none of them.
    expect((await (await list('', 'mock-token:5101')).json()).totalCount).toBe(0);
  });

  it('another organisation cannot invite into our unit', async () => {
    const body = await (await send(invitation, 'mock-token:5101')).json();
    expect(body.validationIssues.map((i: { propertyName: string }) => i.propertyName)).toContain('orgUnitId');
  });
});
