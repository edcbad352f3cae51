import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { configureClients } from '@/platform/http';
import { testConfig } from '@/test/testConfig';
import { getDetailRecord } from './detailRecordsService';
import { getProductService, updateProductService, OPERATION_NOT_PERMITTED } from './productServicesService';
import { getReferenceData } from './referenceDataService';
import { getRequirement, getSubmittedRequirement } from './requirementPagesService';

/** A real requirement host: its base is the host, each path exactly as spec 03 §7 writes it (issue 37 item 21). */
const HOST = 'https://requirement.example.test';

function useRealHost() {
  configureClients({
    urls: { ...testConfig().services, requirement: HOST },
    getToken: async () => 'mock-token:5001',
    onUnauthorized: () => undefined,
    getLanguage: () => 'en',
  });
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.startsWith(HOST)) asked.push(new URL(request.url).pathname);
  });
  server.use(http.get(`${HOST}/*`, ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/requirement/referencedata/')) return HttpResponse.json({ referenceData: [] });
    if (path.startsWith('/requirement/insurance/')) return HttpResponse.json({ insurance: { id: 5 } });
    if (path.startsWith('/supplier/')) return HttpResponse.json({ productService: { id: 12, name: 'Roofing' } });
    return HttpResponse.json({ requirement: { id: 3, name: 'Insurance', questions: [] } });
  }));
  return asked;
}

afterEach(() => server.events.removeAllListeners());

describe('requirement service paths against a real host (spec 03 §7)', () => {
  it('/requirement/… and /submission/… are both asked at the host, never one under the other', async () => {
    const asked = useRealHost();
    await getRequirement(3, 100010);
    await getSubmittedRequirement(77, 3);
    await getRequirement(24, 100010);
    await getReferenceData('companyType');
    await getDetailRecord('insurance', 5);
    await getProductService(100010, 12);
    expect(asked).toEqual([
      '/requirement/3/entity/100010',
      '/submission/77/requirement/3',
      '/requirement/24/entity/100010',
      '/requirement/referencedata/companytype',
      '/requirement/insurance/5',
      '/supplier/100010/productservices/12',
    ]);
  });

  it("an update of a product service raises 'Operation not permitted' and asks nothing", async () => {
    const asked = useRealHost();
    await expect(updateProductService(100010, { id: 12, name: 'Roofing' })).rejects.toThrow('Operation not permitted');
    expect(OPERATION_NOT_PERMITTED).toBe('Operation not permitted');
    expect(asked).toEqual([]);
  });
});
