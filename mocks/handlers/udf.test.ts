import { describe, expect, it } from 'vitest';
import type { UdfSavedValue } from '@/services/udf/types';
import { getSearchIndex, udfValuesOf } from '../db';

/** Issue 33: custom fields' permissions (spec 02 §6, spec 01 §6) and the custom text bound (100, spec 02 §5). */
const BASE = 'http://localhost/mock-api/udf';
const NOT_PERMITTED = { isSuccess: false, message: "You don't have permission" };
const FULL = 'mock-token:5001';
const without = (permission: string) => `${FULL};without=${permission}`;
const SECTIONS = '/organisation/sections?includeChildren=true&sortBy=sortOrder&page=1&pageSize=999999&languageId=1';

const headersOf = (token: string) => ({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' });
const get = (path: string, token = FULL) => fetch(`${BASE}${path}`, { headers: headersOf(token) });
const put = (entityId: number, body: unknown, token = FULL) =>
  fetch(`${BASE}/udf/${entityId}`, { method: 'PUT', headers: headersOf(token), body: JSON.stringify(body) });

const value = (itemId: number, changes: Partial<UdfSavedValue> = {}): UdfSavedValue => ({
  itemId, stringValue: null, boolValue: null, dateValue: null, dateFromValue: null, dateToValue: null,
  decimalValue: null, integerValue: null, options: [], startDateValue: null, endDateValue: null, ...changes,
});

const supplier = () => getSearchIndex().suppliers[3].dto.entityID;

describe('saving custom field values', () => {
  it('needs edit-udf-data', async () => {
    const entityId = supplier();
    const before = udfValuesOf(1001)[entityId];
    const refused = await put(entityId, { entityId, values: [value(101, { stringValue: 'Sam' })] }, without('suppliersourcing:edit-udf-data'));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(NOT_PERMITTED);
    expect(udfValuesOf(1001)[entityId]).toEqual(before);

    const saved = await put(entityId, { entityId, values: [value(101, { stringValue: 'Sam' })] });
    expect(saved.status).toBe(200);
    expect(udfValuesOf(1001)[entityId]).toEqual([value(101, { stringValue: 'Sam' })]);
  });

  it('refuses a text field (101) over 100 characters with a 400 naming the field', async () => {
    const entityId = supplier();
    const response = await put(entityId, { entityId, values: [value(102, { stringValue: 'a'.repeat(40) }), value(101, { stringValue: 'b'.repeat(101) })] });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.field).toBe('values[1].stringValue');
    expect(body.message).toMatch(/at most 100 characters/);
    expect((await put(entityId, { entityId, values: [value(101, { stringValue: 'b'.repeat(100) })] })).status).toBe(200);
  });

  it('a text area (102) has its own bound, 4000 (issue 37 item 11): 101 and 4000 are saved, 4001 is a 400', async () => {
    const entityId = supplier();
    expect((await put(entityId, { entityId, values: [value(102, { stringValue: 'b'.repeat(101) })] })).status).toBe(200);
    expect((await put(entityId, { entityId, values: [value(102, { stringValue: 'b'.repeat(4000) })] })).status).toBe(200);
    const refused = await put(entityId, { entityId, values: [value(102, { stringValue: 'b'.repeat(4001) })] });
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body.field).toBe('values[0].stringValue');
    expect(body.message).toMatch(/at most 4000 characters/);
  });

  it('stores the spec’s fields only, and refuses a wrong type with a 400 naming the field', async () => {
    const entityId = supplier();
    const sent = { ...value(101, { stringValue: 'Kim' }), extra: 'x'.repeat(1000) };
    expect((await put(entityId, { entityId, values: [sent] })).status).toBe(200);
    expect(udfValuesOf(1001)[entityId]).toEqual([value(101, { stringValue: 'Kim' })]);
    const cases: [Partial<Record<keyof UdfSavedValue, unknown>>, string][] = [
      [{ stringValue: 12 }, 'values[0].stringValue'],
      [{ boolValue: 'yes' }, 'values[0].boolValue'],
      [{ options: ['a'] }, 'values[0].options'],
      [{ dateValue: 'not a date' }, 'values[0].dateValue'],
      [{ integerValue: 1.5 }, 'values[0].integerValue'],
      [{ itemId: 999999 }, 'values[0].itemId'],
    ];
    for (const [changes, field] of cases) {
      const response = await put(entityId, { entityId, values: [{ ...value(101), ...changes }] });
      expect(response.status, field).toBe(400);
      expect((await response.json()).field).toBe(field);
    }
  });
});

describe('reading custom fields', () => {
  it('the sections and values stay readable without buyer-manage-internal-data: the profile’s custom fields tab reads them', async () => {
    const token = without('suppliersourcing:buyer-manage-internal-data');
    expect((await get(SECTIONS, token)).status).toBe(200);
    expect((await get(`/udf/${supplier()}`, token)).status).toBe(200);
  });

  it('accepts the spec’s one page of 999999 sections and nothing larger', async () => {
    const response = await get('/organisation/sections?page=1&pageSize=1000000');
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('pageSize');
  });
});
