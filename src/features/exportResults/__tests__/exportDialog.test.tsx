import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type React from 'react';
import { AfterLateFeatures } from '@/test/AfterLateFeatures';
import { renderWithProviders } from '@/test/renderWithProviders';
import type { SearchResultsResponse, SessionDto } from '@/services/search/types';
import { ExportResultsButton } from '../ExportResultsButton';
import { NEW_BUYER_ENQUIRIES, NOT_AUTHORISED_STATUS_BODY, spyOnLeave } from '@/test/notAuthorised';

/** These components read state that joins the store with the late features (as behind the app's gate). */
const late = (ui: React.ReactElement) => <AfterLateFeatures>{ui}</AfterLateFeatures>;


const API = 'http://localhost/mock-api/search';
const AUTH = { Authorization: 'Bearer mock-token:5001', 'Content-Type': 'application/json' };

/** A real session on the mock platform: groundworks suppliers. */
async function createSession() {
  const body = {
    orderedFilters: [{ id: 'productServicesIDs', isQuery: true, query: { Id: 200, MinValue: null, MaxValue: null } }],
    sorting: { name: 'name', order: 'asc' },
    paging: { page: 1, pageSize: 50 },
  };
  const session = (await (await fetch(`${API}/session`, { method: 'POST', headers: AUTH, body: JSON.stringify(body) })).json()) as SessionDto;
  const all = (await (
    await fetch(`${API}/search/${session.sessionId}?page=1&pageSize=5000&sortName=name&sortOrder=asc`, { headers: AUTH })
  ).json()) as SearchResultsResponse;
  return { sid: session.sessionId, resultCount: all.totalCount, results: all.results };
}

/** Captures what the browser would download. */
function spyDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  const create = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:export-${blobs.length}`;
  });
  const revoke = vi.fn();
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names, revoke };
}

const dialog = () => screen.getByRole('dialog', { name: 'Export results' });
const downloadButton = () => within(dialog()).getByRole('button', { name: 'Download' });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Export results', () => {
  it('loads, then downloads every result as CSV named base + sid + UK timestamp', async () => {
    const { sid, resultCount, results } = await createSession();
    const downloads = spyDownloads();
    // Slow the results a little so the loading state can be seen; the real handler still answers.
    server.use(http.get('*/mock-api/search/search/:sid', async () => void (await delay(300)), { once: true }));
    const { user } = await renderWithProviders(late(<ExportResultsButton sid={sid} resultCount={resultCount} />));
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    expect(within(dialog()).getByText(`Preparing the export of ${resultCount} results…`)).toBeInTheDocument();
    expect(downloadButton()).toBeDisabled();

    await waitFor(() => expect(downloadButton()).toBeEnabled());
    expect(within(dialog()).getByText(new RegExp(`^Your file is ready: ${resultCount} results`))).toBeInTheDocument();
    await user.click(downloadButton());

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(downloads.names[0]).toMatch(new RegExp(`^SearchResults_${sid}_\\d{2}-\\d{2}-\\d{4}_\\d{2}-\\d{2}-\\d{2}\\.csv$`));
    // The URL is released once the browser has it (and before the next test's spies exist).
    await waitFor(() => expect(downloads.revoke).toHaveBeenCalledWith('blob:export-1'));
    const bytes = new Uint8Array(await downloads.blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Blob.text() decodes UTF-8 and drops the BOM, as a spreadsheet does.
    const rows = Papa.parse<string[]>(await downloads.blobs[0].text(), { skipEmptyLines: true }).data;
    expect(rows).toHaveLength(resultCount + 1);
    expect(rows[0].slice(0, 16)).toEqual([
      'Organisation name', 'Registration number', 'Companies House number',
      'Head office address line 1', 'Head office address line 2', 'Head office address line 3', 'Head office address line 4',
      'Town', 'County', 'Postcode', 'Region', 'Company size', 'Contact name', 'Phone', 'Mobile', 'Email',
    ]);
    expect(rows[0].length).toBeGreaterThan(16);
    // Name ascending, and phone / mobile not crossed.
    const first = results[0];
    const unformula = (v: string | null) => (v && /^[=+\-@]/.test(v) ? `'${v}` : (v ?? ''));
    expect(rows[1][0]).toBe(unformula(first.name));
    expect(rows[1][13]).toBe(unformula(first.contactPhone));
    expect(rows[1][14]).toBe(unformula(first.contactMobile));
  });

  it('releases the blob URL 100 ms after the download, not before', async () => {
    const { sid, resultCount } = await createSession();
    const downloads = spyDownloads();
    const { user } = await renderWithProviders(late(<ExportResultsButton sid={sid} resultCount={resultCount} />));
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloadButton()).toBeEnabled());

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => {
      fireEvent.click(downloadButton());
    });
    expect(downloads.names).toHaveLength(1);
    // The saga resumes on a promise, so each step lets microtasks run.
    await act(async () => {
      vi.advanceTimersByTime(99);
    });
    expect(downloads.revoke).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(downloads.revoke).toHaveBeenCalledWith('blob:export-1');
  });

  it('a failed load says so, keeps Download inactive and can try again', async () => {
    const { sid, resultCount } = await createSession();
    server.use(http.get('*/mock-api/search/search/:sid', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    const { user } = await renderWithProviders(late(<ExportResultsButton sid={sid} resultCount={resultCount} />));
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('The export could not be prepared.');
    expect(downloadButton()).toBeDisabled();
    await user.click(within(dialog()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(downloadButton()).toBeEnabled());
  });

  it('asks for page 1 with pageSize = result count, sorted by name ascending', async () => {
    const { sid, resultCount } = await createSession();
    const seen: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes(`/search/${sid}`)) seen.push(new URL(request.url).searchParams);
    });
    const { user } = await renderWithProviders(late(<ExportResultsButton sid={sid} resultCount={resultCount} />));
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloadButton()).toBeEnabled());
    expect(Object.fromEntries(seen[0])).toEqual({ page: '1', pageSize: String(resultCount), sortName: 'name', sortOrder: 'asc' });
  });

  it('is hidden without the exportSearchResultsEnabled flag', async () => {
    const { store } = await renderWithProviders(late(<ExportResultsButton sid="s" resultCount={3} />), {
      flags: { exportSearchResultsEnabled: false },
    });
    // Past the gate: the component has rendered and chosen to show nothing.
    await act(() => store.lateFeaturesReady);
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });
});

describe('Export results: "User is not authorised to view this content"', () => {
  it('a 403 carrying it sends the buyer to the new-buyer enquiries page', async () => {
    const { sid, resultCount } = await createSession();
    const leave = spyOnLeave();
    server.use(http.get('*/mock-api/search/search/:sid', () => HttpResponse.json(NOT_AUTHORISED_STATUS_BODY, { status: 403 })));
    const { user } = await renderWithProviders(late(<ExportResultsButton sid={sid} resultCount={resultCount} />));
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(leave).toHaveBeenCalledWith(expect.stringMatching(NEW_BUYER_ENQUIRIES));
  });
});
