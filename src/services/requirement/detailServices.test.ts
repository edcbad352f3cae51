import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { detailAnswerOf, AWKWARD_DETAIL_RECORD_IDS } from '../../../mocks/data/compliance/detailRecords';
import { configureClients } from '@/platform/http';
import { LANGUAGES, type Language } from '@/platform/config/types';
import { testConfig } from '@/test/testConfig';
import { getDetailRecord } from './detailRecordsService';
import { DETAIL_RECORD_KINDS } from './detailRecordsTypes';
import { getReferenceData, unitedKingdomFirst } from './referenceDataService';
import { REFERENCE_DATA_TYPES, type ReferenceDataType } from './referenceDataTypes';

const useClients = (language: Language = 'en') =>
  configureClients({
    urls: testConfig().services,
    getToken: async () => 'mock-token:5001',
    onUnauthorized: () => undefined,
    getLanguage: () => language,
  });

describe('reference data (GET /requirement/referencedata/{type})', () => {
  it.each(LANGUAGES)('location countries come with the United Kingdom first (%s), the rest in the server’s order', async (language) => {
    useClients(language);
    const countries = await getReferenceData('locationCountry');
    const uk = { en: 'United Kingdom', fr: 'Royaume-Uni', es: 'Reino Unido', nl: 'Verenigd Koninkrijk' }[language];
    expect(countries[0].name).toBe(uk);
    const rest = countries.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, language)));
    expect(rest).not.toContain(uk);
  });

  it('the United Kingdom moves first wherever the server puts it; nothing else moves', () => {
    const list = [{ id: 1, name: 'Belgium' }, { id: 2, name: 'Spain' }, { id: 3, name: 'United Kingdom' }, { id: 4, name: 'Austria' }];
    expect(unitedKingdomFirst(list).map((c) => c.id)).toEqual([3, 1, 2, 4]);
    expect(unitedKingdomFirst([])).toEqual([]);
  });

  it.each(Object.keys(REFERENCE_DATA_TYPES) as ReferenceDataType[])('%s answers a list of id and name', async (type) => {
    useClients();
    const options = await getReferenceData(type);
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(option).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it('other lists keep the server’s order; a reply without referenceData fails as "No parsed body"', async () => {
    useClients();
    const titles = await getReferenceData('personTitle');
    expect(titles.map((t) => t.name)).toEqual([...titles.map((t) => t.name)].sort((a, b) => a.localeCompare(b, 'en')));
    server.use(http.get('*/mock-api/requirement/referencedata/:type', () => HttpResponse.json({})));
    await expect(getReferenceData('companyType')).rejects.toThrow('No parsed body');
  });
});

describe('detail records (GET /requirement/{kind}/{id})', () => {
  it.each(DETAIL_RECORD_KINDS)('%s: the record from its reply key; the awkward ids answer 404 and 500', async (kind) => {
    useClients();
    expect(await getDetailRecord(kind, 321)).toEqual({ kind, record: (detailAnswerOf(kind, 321) as { record: unknown }).record });
    await expect(getDetailRecord(kind, AWKWARD_DETAIL_RECORD_IDS.notFound)).rejects.toThrow('Request has failed with status code: 404');
    await expect(getDetailRecord(kind, AWKWARD_DETAIL_RECORD_IDS.serverError)).rejects.toThrow('Request has failed with status code: 500');
  });

  it('a reply without the record fails as "No parsed body", never as an empty record', async () => {
    useClients();
    server.use(http.get('*/mock-api/requirement/insurance/:id', () => HttpResponse.json({ somethingElse: {} })));
    await expect(getDetailRecord('insurance', 5)).rejects.toThrow('No parsed body');
  });

  it('the mock is deterministic per id and kind, and the missing-optional record has only its required fields', () => {
    expect(detailAnswerOf('director', 77)).toEqual(detailAnswerOf('director', 77));
    expect(detailAnswerOf('director', 77)).not.toEqual(detailAnswerOf('director', 78));
    const bare = detailAnswerOf('branchOffice', AWKWARD_DETAIL_RECORD_IDS.missingOptional) as unknown as { record: Record<string, unknown> };
    expect(Object.entries(bare.record).filter(([, value]) => value !== null).map(([key]) => key).sort()).toEqual(['id', 'name']);
  });
});
