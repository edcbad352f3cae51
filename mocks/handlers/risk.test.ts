import { describe, expect, it } from 'vitest';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import { RISK_PROFILE_IDS } from '../data/profile/risk';

const ID = RISK_PROFILE_IDS.fullData;
const NOT_PERMITTED = { isSuccess: false, message: "You don't have permission" };
const get = (path: string, token = 'mock-token:5001') =>
  fetch(`http://localhost/mock-api${path}`, { headers: { Authorization: `Bearer ${token}` } });

async function houseNumber(): Promise<string> {
  const details = (await (await get(`/supplier/supplierdetails/${ID}`)).json()) as SupplierDetailsDto;
  expect(details.companiesHouseNumber).toBeTruthy();
  return details.companiesHouseNumber!;
}

/** Spec 02 §6: riskanalytics = the analytics tab and summary report; riskinformation = the radar's content and its print. */
const paths = async () => ({
  analytics: [`/analytics/hscore/${ID}/summary`, `/analytics/directors/${encodeURIComponent(await houseNumber())}/count`, `/analytics/directors/${encodeURIComponent(await houseNumber())}`],
  information: [`/analytics/powerbi/suppliertoken/${ID}`, `/riskChecker/print/${ID}`],
});

describe('risk calls: who may make them (spec 02 §6)', () => {
  it('the full buyer reads all of them', async () => {
    const { analytics, information } = await paths();
    for (const path of [...analytics, ...information]) expect((await get(path)).status, path).toBe(200);
  });

  it('the H score and directors need riskanalytics; without it the radar’s tokens and print data still load', async () => {
    const { analytics, information } = await paths();
    const token = 'mock-token:5001;without=suppliersourcing:riskanalytics';
    for (const path of analytics) {
      const response = await get(path, token);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual(NOT_PERMITTED);
    }
    for (const path of information) expect((await get(path, token)).status, path).toBe(200);
  });

  it('the radar’s embed tokens and the print data need riskinformation; without it the H score and directors still load', async () => {
    const { analytics, information } = await paths();
    const token = 'mock-token:5001;without=suppliersourcing:riskinformation';
    for (const path of information) {
      const response = await get(path, token);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual(NOT_PERMITTED);
    }
    for (const path of analytics) expect((await get(path, token)).status, path).toBe(200);
  });

  it('the French limited buyer (no risk permission, kept on the landing) is refused every one', async () => {
    const { analytics, information } = await paths();
    for (const path of [...analytics, ...information]) expect((await get(path, 'mock-token:5006')).status, path).toBe(403);
  });

  it('an unknown or malformed id is a 404, never a 500', async () => {
    for (const path of [`/analytics/hscore/${ID}.0/summary`, `/riskChecker/print/${ID}%20`, '/analytics/powerbi/suppliertoken/99', '/analytics/directors/50%25/count']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
