import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { configureClients } from '@/platform/http';
import { testConfig } from '@/test/testConfig';
import { getDefaultSupplyChain } from './supplyChainService';

const useClients = () =>
  configureClients({ urls: testConfig().services, getToken: async () => 'mock-token:5001', onUnauthorized: () => undefined });

describe('getDefaultSupplyChain', () => {
  it('retries a 403 once, and the retry is not retried again', async () => {
    useClients();
    let calls = 0;
    server.use(
      http.get('*/mock-api/supplyChain/supplychain/default', () => {
        calls += 1;
        return HttpResponse.json({ message: 'Forbidden' }, { status: 403 });
      }),
    );
    await expect(getDefaultSupplyChain(2001)).rejects.toThrow('Request has failed with status code: 403');
    expect(calls).toBe(2);
  });

  it('returns the retry when the second call succeeds', async () => {
    useClients();
    let calls = 0;
    server.use(
      http.get('*/mock-api/supplyChain/supplychain/default', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({}, { status: 403 })
          : HttpResponse.json({ id: 3001, name: 'North', description: '', createdBy: 'x', accountId: 2001, status: 'Active' });
      }),
    );
    expect((await getDefaultSupplyChain(2001)).id).toBe(3001);
    expect(calls).toBe(2);
  });

  it('does not retry other failures', async () => {
    useClients();
    let calls = 0;
    server.use(
      http.get('*/mock-api/supplyChain/supplychain/default', () => {
        calls += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    await expect(getDefaultSupplyChain()).rejects.toThrow('Request has failed with status code: 500');
    expect(calls).toBe(1);
  });
});
