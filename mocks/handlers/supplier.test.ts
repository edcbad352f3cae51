import { describe, expect, it } from 'vitest';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import { AWKWARD_PROFILE_IDS } from '../data/profile/awkwardProfiles';

const get = (path: string, token: string | null = 'mock-token:5001') =>
  fetch(`http://localhost/mock-api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
const details = async (id: number, token: string) => (await (await get(`/supplier/supplierdetails/${id}`, token)).json()) as SupplierDetailsDto;

describe('GET supplierdetails/{id} (spec 02 §7): any buyer, the organisation’s own parts its own', () => {
  it('any buyer reads it; no token 401; without suppliersourcing:access, or kept on the landing, 403', async () => {
    const id = AWKWARD_PROFILE_IDS.suspended;
    for (const token of ['mock-token:5001', 'mock-token:5002', 'mock-token:5005', 'mock-token:5101']) {
      expect((await get(`/supplier/supplierdetails/${id}`, token)).status, token).toBe(200);
    }
    expect((await get(`/supplier/supplierdetails/${id}`, null)).status).toBe(401);
    const refused = await get(`/supplier/supplierdetails/${id}`, 'mock-token:5001;without=suppliersourcing:access');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ isSuccess: false, message: "You don't have permission" });
    expect((await get(`/supplier/supplierdetails/${id}`, 'mock-token:5006')).status).toBe(403);
  });

  it('suspension and favourite are the caller’s organisation’s; the customer reference number is the supplier’s own', async () => {
    expect((await details(AWKWARD_PROFILE_IDS.suspended, 'mock-token:5001')).isSuspended).toBe(true);
    expect((await details(AWKWARD_PROFILE_IDS.suspended, 'mock-token:5101')).isSuspended).toBe(false);
    // A field of the supplier's details (spec 02 §3), not the buyer's own reference: every buyer sees the same.
    const id = AWKWARD_PROFILE_IDS.referenceHolder;
    expect((await details(id, 'mock-token:5001')).customerReferenceNumber).toBe(`CRN-${id}`);
    expect((await details(id, 'mock-token:5101')).customerReferenceNumber).toBe(`CRN-${id}`);
    expect((await details(AWKWARD_PROFILE_IDS.favourite, 'mock-token:5001')).isFavourite).toBe(true);
    expect((await details(AWKWARD_PROFILE_IDS.favourite, 'mock-token:5101')).isFavourite).toBe(false);
  });

  it('a malformed or unknown id is a 404, never a 500', async () => {
    for (const id of ['1e5', '0x10', `${AWKWARD_PROFILE_IDS.suspended}.0`, 'abc', '99', '50%25']) {
      expect((await get(`/supplier/supplierdetails/${id}`)).status, id).toBe(404);
    }
  });
});
