import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../../mocks/node';
import { describe, expect, it } from 'vitest';
import { languagePicked } from '@/platform/session';
import { makeSagaTestStore } from '@/test/sagaTestStore';
import { recordResultRequests, storeSession } from '@/test/searchSessions';
import { resultsSaga } from './resultsSaga';
import { resultsRequested } from './resultsSlice';
import { RESULTS_DEFAULTS } from './resultsQuery';
import { searchSessionReducer } from './searchSessionSlice';

const ENGLISH_SIZES = ['Micro', 'Small', 'Medium', 'Large'];

function startResults() {
  storeSession('s1');
  const store = makeSagaTestStore({ reducers: { searchSession: searchSessionReducer } });
  store.run(resultsSaga);
  const results = () => store.getState().searchSession.results.results;
  return { store, results };
}

describe('results in the language the buyer picked', () => {
  it('asks again for rows already shown', async () => {
    const { store, results } = startResults();
    store.dispatch(resultsRequested({ sid: 's1', ...RESULTS_DEFAULTS }));
    await waitFor(() => expect(results().status).toBe('loaded'));
    expect(results().data!.results.some((row) => ENGLISH_SIZES.includes(row.companySize ?? ''))).toBe(true);

    store.dispatch(languagePicked('fr'));
    await waitFor(() => expect(results().data!.results.some((row) => row.companySize === 'Petite')).toBe(true));
    expect(results().data!.results.filter((row) => ENGLISH_SIZES.includes(row.companySize ?? ''))).toEqual([]);
  });

  it('asks again for rows still on their way, which were asked for in the old language', async () => {
    const { store, results } = startResults();
    const requests = recordResultRequests();
    // The first answer waits until the buyer has picked French; then the real handler answers it.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get('*/mock-api/search/search/:sid', async () => void (await held), { once: true }));
    store.dispatch(resultsRequested({ sid: 's1', ...RESULTS_DEFAULTS }));
    await waitFor(() => expect(requests).toHaveLength(1));
    store.dispatch(languagePicked('fr'));
    release();
    await waitFor(() => expect(results().status).toBe('loaded'));
    const sizes = results().data!.results.map((row) => row.companySize).filter(Boolean);
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.filter((size) => ENGLISH_SIZES.includes(size!))).toEqual([]);
  });
});
