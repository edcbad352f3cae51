import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { currentPath, renderApp } from '@/test/renderWithProviders';
import { MAST_CLIMBERS, storeSession } from '@/test/searchSessions';
import type { FilterEntry } from '@/services/search/types';
import { decodeSessionFilters, encodeSessionFilters } from '../session/resultsLink';

/**
 * A results link opened where its session is unknown: another browser on the mock platform (the
 * session lives in the first browser's storage) or a session that has ended.
 */
const RESULTS = '/source-supplier/search-results';
const urlNow = () => new URL(currentPath(), 'http://app');

afterEach(() => server.events.removeAllListeners());

async function expectOneGoneMessage() {
  expect(await screen.findByText('This search is no longer available')).toBeVisible();
  expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
  // One message: no danger alert, no Try again, no table whose rows cannot come.
  expect(screen.queryAllByRole('alert')).toEqual([]);
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByText(/Request has failed/)).not.toBeInTheDocument();
  return screen.getByRole('link', { name: 'Start a new search' });
}

/** The labels of every active filter, as the chips' menus list them ("Remove {label}"). */
async function chipLabels(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  const chips = await screen.findByRole('group', { name: 'Active filters' });
  const labels: string[] = [];
  for (const chip of within(chips).getAllByRole('button')) {
    await user.click(chip);
    const items = await screen.findAllByRole('menuitem');
    labels.push(...items.map((item) => item.textContent ?? ''));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  }
  return labels;
}

describe('a shared results link', () => {
  it('whose session is unknown here makes the search again from the link\'s filters, keeping its page', async () => {
    const f = (await encodeSessionFilters([MAST_CLIMBERS]))!;
    await renderApp({ route: `${RESULTS}?sid=elsewhere-1&page=2&f=${f}` });
    expect(await screen.findByText('Showing 51 to 100 of 149')).toBeVisible();
    expect(screen.getByText('Showing 149 result(s) from all suppliers')).toBeVisible();
    const url = urlNow();
    expect(url.searchParams.get('sid')).not.toBe('elsewhere-1');
    const [recreated] = getDb().sessions[url.searchParams.get('sid')!].orderedFilters;
    expect(recreated).toMatchObject({ id: MAST_CLIMBERS.id, query: MAST_CLIMBERS.query, filterCopy: { title: 'Mast Climbers' } });
    // Title-cased as the filters' type-ahead names it in this community (spec 01 §6).
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('f')).toBe(f);
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(screen.queryByText('This search is no longer available')).not.toBeInTheDocument();
  });

  it('names its filters from the reference data, never with the text the link carries', async () => {
    const forged: FilterEntry[] = [
      { ...MAST_CLIMBERS, filterCopy: { title: 'Approved by the Health and Safety Executive', Name: 'Approved' } },
      { id: 'enterpriseCategoryTypeID', isQuery: true, query: { Id: 2 }, filterCopy: { title: 'Recommended by your CEO' } },
      { id: 'areasOfOperation', isQuery: true, query: { Value: 'Leeds', DataType: 'place', Country: 'GB' }, filterCopy: { title: 'Visit evil.example', locationDetail: 'evil' } },
    ];
    const f = (await encodeSessionFilters(forged))!;
    const { user } = await renderApp({ route: `${RESULTS}?sid=elsewhere-5&f=${f}` });
    const labels = await chipLabels(user);
    expect(labels).toEqual(expect.arrayContaining(['Remove Mast Climbers', 'Remove Small', 'Remove Leeds']));
    expect(labels.join(' ')).not.toMatch(/Health and Safety|CEO|evil/);
  });

  it('says plainly when a filter it names no longer exists', async () => {
    const gone = { ...MAST_CLIMBERS, query: { Id: 987654321, MinValue: null, MaxValue: null }, filterCopy: { title: 'Trusted supplier' } } as FilterEntry;
    const f = (await encodeSessionFilters([gone]))!;
    const { user } = await renderApp({ route: `${RESULTS}?sid=elsewhere-6&f=${f}` });
    expect(await chipLabels(user)).toEqual(['Remove Filter no longer available']);
  });

  it('without filters says once that the search is no longer available, with a way to start a new one', async () => {
    const { user } = await renderApp({ route: `${RESULTS}?sid=elsewhere-2` });
    const startNew = await expectOneGoneMessage();
    await user.click(startNew);
    await waitFor(() => expect(currentPath()).toBe('/source-supplier'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Source suppliers' })).toBeVisible();
  });

  it('with filters that are not well formed says the same, creating nothing', async () => {
    const sessionsBefore = Object.keys(getDb().sessions).length;
    await renderApp({ route: `${RESULTS}?sid=elsewhere-3&f=1.bm90LWRlZmxhdGU` });
    await expectOneGoneMessage();
    expect(Object.keys(getDb().sessions)).toHaveLength(sessionsBefore);
  });

  it('with filters the search service refuses says the same', async () => {
    server.use(http.post('*/mock-api/search/session', () => HttpResponse.json({ message: 'Invalid filters' }, { status: 400 }), { once: true }));
    const f = (await encodeSessionFilters([MAST_CLIMBERS]))!;
    await renderApp({ route: `${RESULTS}?sid=elsewhere-4&f=${f}` });
    await expectOneGoneMessage();
  });

  it('when the search service fails to make it again, says the search could not be loaded, in French, and Try again makes it', async () => {
    // A 500 (or no reply) is no verdict on the link: "no longer available" offered only a new search, losing its filters.
    server.use(http.post('*/mock-api/search/session', () => HttpResponse.json({ isSuccess: false }, { status: 500 }), { once: true }));
    const f = (await encodeSessionFilters([MAST_CLIMBERS]))!;
    const { user } = await renderApp({ route: `${RESULTS}?sid=elsewhere-7&f=${f}`, language: 'fr' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Les filtres de cette recherche n'ont pas pu être chargés");
    expect(alert).toHaveTextContent("La requête a échoué avec le code d'état : 500");
    expect(screen.queryByText("Cette recherche n'est plus disponible")).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Affichage de 149 résultats parmi tous les fournisseurs')).toBeVisible();
    expect(urlNow().searchParams.get('sid')).not.toBe('elsewhere-7');
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });

  it('opened without f gains its session\'s filters once the session is loaded, so a copy works elsewhere', async () => {
    storeSession('s1');
    await renderApp({ route: `${RESULTS}?sid=s1&sortOrder=desc` });
    await waitFor(() => expect(urlNow().searchParams.get('f')).toBeTruthy());
    const { filterCopy: _chipText, ...linked } = MAST_CLIMBERS;
    expect(await decodeSessionFilters(urlNow().searchParams.get('f'))).toEqual([linked]);
    expect(urlNow().searchParams.get('sortOrder')).toBe('desc');
  });
});

describe('a sid of another shape than a session id', () => {
  /** Every request the search service receives, as method and path. */
  function recordSearchServiceCalls() {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/mock-api/search/')) calls.push(`${request.method} ${pathname}`);
    });
    return calls;
  }
  /** Calls naming a session: GET/POST /session/{sid}/query, GET /search/{sid} (POST /search/counts names none). */
  const sessionCalls = (calls: string[]) =>
    calls.filter((call) => /^\w+ \/mock-api\/search\/(session\/|search\/(?!counts$))/.test(call));

  it.each(['..', '..%2F..%2Ffacets', 'a.b', 'x'.repeat(65)])('%s on the results page is an unknown search, asked of no one', async (sid) => {
    const calls = recordSearchServiceCalls();
    await renderApp({ route: `${RESULTS}?sid=${sid}` });
    await expectOneGoneMessage();
    expect(sessionCalls(calls)).toEqual([]);
  });

  it('on the filters page is an unknown search, asked of no one', async () => {
    const calls = recordSearchServiceCalls();
    await renderApp({ route: '/source-supplier/search-filters?sid=..' });
    expect(await screen.findByText('This search is no longer available')).toBeVisible();
    expect(sessionCalls(calls)).toEqual([]);
  });
});

describe('the filters page of an unknown search', () => {
  it('says once that the search is no longer available, without a Try again', async () => {
    await renderApp({ route: '/source-supplier/search-filters?sid=elsewhere-5' });
    const message = await screen.findByText('This search is no longer available');
    const box = message.closest<HTMLElement>('[role="status"]')!;
    expect(within(box).getByRole('link', { name: 'Start a new search' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
