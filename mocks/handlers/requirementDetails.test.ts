import { describe, expect, it } from 'vitest';
import { DETAIL_RECORD_CALLS } from '@/services/requirement/detailRecordsTypes';

// A requirement's detail records are part of its answers (spec 03 §6): mayViewAnswers; reference data is every buyer's.
const BASE = 'http://localhost/mock-api/requirement';
const NO_ANSWERS = 'mock-token:5001;without=suppliersourcing:view-compliance-answers,suppliersourcing:view-connection-answers';
const CONNECTION_ANSWERS_ONLY = 'mock-token:5001;without=suppliersourcing:view-compliance-answers';
const get = (path: string, token = 'mock-token:5001') => fetch(`${BASE}${path}`, { headers: { Authorization: `Bearer ${token}` } });

describe('requirement detail records', () => {
  it.each(Object.values(DETAIL_RECORD_CALLS))('GET /$path/{id}: 403 without answer permissions, 200 with either', async ({ path, key }) => {
    const refused = await get(`/${path}/1000101`, NO_ANSWERS);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ isSuccess: false, message: "You don't have permission" });
    const allowed = await get(`/${path}/1000101`, CONNECTION_ANSWERS_ONLY);
    expect(allowed.status).toBe(200);
    expect(Object.keys(await allowed.json())).toEqual([key]);
  });

  it('a malformed or huge id is a 404', async () => {
    expect((await get('/insurance/abc')).status).toBe(404);
    expect((await get('/insurance/99999999999999999999')).status).toBe(404);
  });

  it('reference data needs no answer permission', async () => {
    const response = await get('/referencedata/insurancetype', NO_ANSWERS);
    expect(response.status).toBe(200);
    expect((await response.json()).referenceData.length).toBeGreaterThan(0);
    expect((await get('/referencedata/nothing')).status).toBe(404);
  });
});
