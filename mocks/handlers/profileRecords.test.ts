import { describe, expect, it } from 'vitest';
import { getDb } from '../db';
import { AWKWARD_PROFILE_IDS } from '../data/profile/awkwardProfiles';

// Suspensions, favourites, certificates and the compliance statement (spec 02 §6, §7).
const BASE = 'http://localhost/mock-api';
const FULL_BUYER = 'mock-token:5001';
const OTHER_ORGANISATION = 'mock-token:5101';
const NOT_PERMITTED = { isSuccess: false, message: "You don't have permission" };
const SUPPLIER = 100001;
const SUSPENDED = AWKWARD_PROFILE_IDS.suspended;

const call = (method: string, path: string, token = FULL_BUYER, body?: unknown) =>
  fetch(`${BASE}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const suspend = (orgUnitIds: unknown, token = FULL_BUYER, supplier = SUPPLIER) =>
  call('POST', `/accountRecords/suppliers/${supplier}/suspensions`, token, { entityId: supplier, orgUnitIds });
const release = (orgUnitIds: (number | string)[], token = FULL_BUYER, supplier = SUPPLIER) =>
  call('DELETE', `/accountRecords/suppliers/${supplier}/suspensions?${orgUnitIds.map((id) => `orgUnitIds=${id}`).join('&')}`, token);
const suspendedUnits = async (token = FULL_BUYER, supplier = SUPPLIER) =>
  (await (await call('GET', `/accountRecords/suppliers/${supplier}/suspended-org-units`, token)).json()) as { accountId: number; name: string }[];

describe('suspensions: who may suspend (supplychain:approver and supplychain:suspend-supplier)', () => {
  it.each([
    ['without supplychain:approver', 'mock-token:5001;without=supplychain:approver'],
    ['without supplychain:suspend-supplier', 'mock-token:5001;without=supplychain:suspend-supplier'],
    ['the French limited buyer', 'mock-token:5006'],
  ])('POST and DELETE are refused %s, and nothing changes', async (_who, token) => {
    for (const response of [await suspend([2001], token), await release([2001], token, SUSPENDED)]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(NOT_PERMITTED);
    }
    expect(getDb().suspensions).toEqual({});
  });

  it('a full buyer suspends and releases in its own units', async () => {
    expect((await suspend([2001, 2002])).status).toBe(204);
    expect((await suspendedUnits()).map((u) => u.accountId)).toEqual([2001, 2002]);
    expect((await release([2002])).status).toBe(204);
    expect((await suspendedUnits()).map((u) => u.accountId)).toEqual([2001]);
  });

  it('viewing the suspended units needs no permission beyond access', async () => {
    const response = await call('GET', `/accountRecords/suppliers/${SUSPENDED}/suspended-org-units`, 'mock-token:5001;without=supplychain:approver,supplychain:suspend-supplier');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ accountId: 2001, name: 'Northbridge North' }]);
  });
});

describe('suspensions: a caller acts only for its own organisation’s units', () => {
  it('POST with another organisation’s unit (2004) is a 403, even among its own units, and suspends nothing', async () => {
    for (const units of [[2004], [2001, 2004]]) {
      const response = await suspend(units);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(NOT_PERMITTED);
    }
    expect(getDb().suspensions).toEqual({});
  });

  it('DELETE with another organisation’s unit is a 403 and releases nothing', async () => {
    expect((await suspend([2004], OTHER_ORGANISATION)).status).toBe(204);
    const response = await release([2004]);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(NOT_PERMITTED);
    expect((await suspendedUnits(OTHER_ORGANISATION)).map((u) => u.accountId)).toEqual([2004]);
  });

  it('an unknown unit is refused the same way; a malformed list is a 400 naming orgUnitIds', async () => {
    expect((await suspend([999999])).status).toBe(403);
    for (const response of [await suspend([]), await suspend(['2001']), await suspend('2001'), await release(['abc']), await release([])]) {
      expect(response.status).toBe(400);
      expect((await response.json()).field).toBe('orgUnitIds');
    }
  });

  it('the list shows only the caller organisation’s units (2001–2003), never another’s by name', async () => {
    expect((await suspend([2004, 2005], OTHER_ORGANISATION)).status).toBe(204);
    expect((await suspend([2001, 2003])).status).toBe(204);
    expect(await suspendedUnits()).toEqual([
      { accountId: 2001, name: 'Northbridge North' },
      { accountId: 2003, name: 'Northbridge Infrastructure' },
    ]);
    expect((await suspendedUnits(OTHER_ORGANISATION)).map((u) => u.accountId)).toEqual([2004, 2005]);
  });

  it('the generated suspension in unit 2001 is not the other organisation’s to see', async () => {
    expect(await suspendedUnits(OTHER_ORGANISATION, SUSPENDED)).toEqual([]);
  });

  it('a body naming another supplier than the path is a 400 naming entityId', async () => {
    const response = await call('POST', `/accountRecords/suppliers/${SUPPLIER}/suspensions`, FULL_BUYER, { entityId: 100002, orgUnitIds: [2001] });
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('entityId');
  });
});

describe('favourites: every buyer, each user’s own', () => {
  it('a buyer without supply-chain permissions still toggles a favourite', async () => {
    const token = 'mock-token:5001;without=supplychain:access,supplychain:approver,supplychain:suspend-supplier';
    expect((await call('POST', `/supplyChain/favourites/${SUPPLIER}`, token)).status).toBe(204);
    expect(getDb().favourites[5001]).toEqual({ [SUPPLIER]: true });
    expect((await call('DELETE', `/supplyChain/favourites/${SUPPLIER}`, token)).status).toBe(204);
    expect(getDb().favourites[5001]).toEqual({ [SUPPLIER]: false });
  });

  it('the French limited buyer is refused (landing only), an unknown supplier is a 404', async () => {
    expect((await call('POST', `/supplyChain/favourites/${SUPPLIER}`, 'mock-token:5006')).status).toBe(403);
    expect((await call('POST', '/supplyChain/favourites/abc')).status).toBe(404);
  });
});

describe('certificates and the compliance statement', () => {
  it('a certificate downloads as an attachment with an ASCII fallback name and nosniff', async () => {
    const response = await call('GET', `/certificates/files/${SUPPLIER}/1/${encodeURIComponent('Łódź 100%.pdf')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    // Decoded once: the name is what was asked for, a % in it survives.
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="_odz 100%.pdf"; filename*=UTF-8''${encodeURIComponent('Łódź 100%.pdf')}`,
    );
    expect(await response.text()).toMatch(/^%PDF-1\.4/);
  });

  it('a certificate of an unknown supplier is a 404, an over-long name a 400', async () => {
    expect((await call('GET', '/certificates/files/abc/1/x.pdf')).status).toBe(404);
    const long = await call('GET', `/certificates/files/${SUPPLIER}/1/${'x'.repeat(300)}.pdf`);
    expect(long.status).toBe(400);
  });

  it('the compliance statement file names itself and downloads with nosniff', async () => {
    const file = await (await call('GET', `/complianceStatement/compliancestatement/detailed/${SUPPLIER}/1?goalId=101`)).json();
    expect(file).toEqual({ fileName: `ComplianceStatement_${SUPPLIER}.pdf`, downloadUrl: `/v1/files/compliance-statements/${SUPPLIER}-1.pdf` });
    const response = await call('GET', `/complianceStatement/files/compliance-statements/${SUPPLIER}-1.pdf`);
    expect(response.headers.get('Content-Disposition')).toContain(`filename="${SUPPLIER}-1.pdf"`);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('a compliance statement with a bad language or goal id is a 400 naming it', async () => {
    const language = await call('GET', `/complianceStatement/compliancestatement/detailed/${SUPPLIER}/en`);
    expect((await language.json()).field).toBe('languageId');
    const goal = await call('GET', `/complianceStatement/compliancestatement/detailed/${SUPPLIER}/1?goalId=gold`);
    expect((await goal.json()).field).toBe('goalId');
  });
});
