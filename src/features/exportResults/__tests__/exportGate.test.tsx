import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { server } from '@mocks/node';
import { AfterLateFeatures } from '@/test/AfterLateFeatures';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ExportResultsButton } from '../ExportResultsButton';
import { exportResultsActions as A, selectExportResults } from '../exportResultsSlice';
import type { ExportLabels } from '../exportTable';

afterEach(() => server.events.removeAllListeners());

const LABELS = { fileBase: 'SearchResults' } as ExportLabels;

/** Every request the export could make: the results page and the goal columns. */
function recordExportCalls() {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (/\/mock-api\/(search\/search|goals)/.test(request.url)) sent.push(`${request.method} ${request.url}`);
  });
  return sent;
}

describe('Export: the saga asks canExportSearchResults, the rule that shows the button', () => {
  it('without exportSearchResultsEnabled, a dispatched export fetches nothing and the hidden button stays hidden', async () => {
    const sent = recordExportCalls();
    const { store } = await renderWithProviders(<AfterLateFeatures><ExportResultsButton sid="s1" resultCount={3} /></AfterLateFeatures>, {
      flags: { exportSearchResultsEnabled: false },
    });
    await act(() => store.lateFeaturesReady);
    act(() => {
      store.dispatch(A.exportRequested({ sid: 's1', resultCount: 3, labels: LABELS }));
    });
    await waitFor(() => expect(selectExportResults(store.getState()).prepared.status).toBe('error'));
    expect(selectExportResults(store.getState()).prepared.error).toMatchObject({ kind: 'notPermitted', message: "You don't have permission" });
    expect(sent).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with the flag on, the same dispatch asks for the results page', async () => {
    const sent = recordExportCalls();
    const { store } = await renderWithProviders(<p>results</p>, { flags: { exportSearchResultsEnabled: true } });
    await act(() => store.lateFeaturesReady);
    act(() => {
      store.dispatch(A.exportRequested({ sid: 's1', resultCount: 3, labels: LABELS }));
    });
    // s1 is no session of the caller's: it fails, but only after the call was made.
    await waitFor(() => expect(selectExportResults(store.getState()).prepared.status).toBe('error'));
    expect(sent.some((call) => call.startsWith('GET') && call.includes('/search/search/s1?'))).toBe(true);
  });
});
