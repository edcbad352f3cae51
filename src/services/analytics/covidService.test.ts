import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { configureClients, toApiError } from '@/platform/http';
import { testConfig } from '@/test/testConfig';
import { getCovidQuestionnaire } from './covidService';

function recordAnalyticsCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/mock-api/analytics')) calls.push(pathname);
  });
  return calls;
}

beforeEach(() =>
  configureClients({ urls: testConfig().services, getToken: async () => 'mock-token:5001', onUnauthorized: () => undefined }),
);
afterEach(() => server.events.removeAllListeners());

describe('the COVID-19 call (issue 34: path segments from data)', () => {
  it.each(['..', '.'])('a customer reference of %j is refused, not sent (it would have asked /mock-api/analytics/)', async (reference) => {
    const calls = recordAnalyticsCalls();
    server.use(http.get('*/mock-api/analytics/', () => HttpResponse.json({ covidRequirements: [{ id: 1, name: 'Not theirs', questions: [] }] })));
    const error = toApiError(await getCovidQuestionnaire(reference).catch((e: unknown) => e));
    expect(error).toEqual({ kind: 'requestFailed', message: 'Request has failed with status code: 404', status: 404 });
    expect(calls).toEqual([]);
  });

  it('any other reference is sent encoded, as one segment', async () => {
    const calls = recordAnalyticsCalls();
    server.use(http.get('*/mock-api/analytics/CovidQuestions/:reference', () => HttpResponse.json({ covidRequirements: [] })));
    expect(await getCovidQuestionnaire('../NB 1')).toEqual([]);
    expect(calls).toEqual(['/mock-api/analytics/CovidQuestions/..%2FNB%201']);
  });
});
