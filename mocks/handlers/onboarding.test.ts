import { describe, expect, it } from 'vitest';

// Onboarding's reads need onboarding:access (spec 01 §6); a campaign is only for the caller's own units.
const BASE = 'http://localhost/mock-api/onboarding';
const get = (path: string, token = 'mock-token:5001') => fetch(`${BASE}${path}`, { headers: { Authorization: `Bearer ${token}` } });
const READS = ['/invitations/reason-codes', '/invitations/goals', '/campaigns/2001/segment/4002'];

describe('onboarding reads', () => {
  it.each(READS)('GET %s: 403 without onboarding:access, 200 with it', async (path) => {
    for (const token of ['mock-token:5004', 'mock-token:5001;without=onboarding:access', 'mock-token:5006']) {
      const refused = await get(path, token);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ isSuccess: false, message: "You don't have permission" });
    }
    expect((await get(path)).status).toBe(200);
  });

  it('GET /invitations/hidden (read by the add-to-segment dialog) needs supplychain:access, not onboarding:access', async () => {
    expect((await get('/invitations/hidden', 'mock-token:5004')).status).toBe(200);
    const refused = await get('/invitations/hidden', 'mock-token:5001;without=supplychain:access');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ isSuccess: false, message: "You don't have permission" });
  });

  it('a campaign of another organisation’s unit, or of a segment not of that unit, is a 404', async () => {
    expect((await get('/campaigns/2001/segment/4002', 'mock-token:5101')).status).toBe(404);
    expect((await get('/campaigns/2002/segment/4002')).status).toBe(404);
    expect((await get('/campaigns/x/segment/4002')).status).toBe(404);
    expect(await (await get('/campaigns/2001/segment/4002')).json()).toMatchObject({ OrganisationAccountId: 1001, ListGroupingId: 4002 });
  });
});
