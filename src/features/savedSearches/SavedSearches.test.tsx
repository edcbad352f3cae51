import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderApp } from '@/test/renderWithProviders';
import type { FilterEntry, SessionDto } from '@/services/search/types';
import { getDb } from '../../../mocks/db';
import { SEEDED_NEW_COUNT } from '../../../mocks/data/savedSearches';

const BASE = 'http://localhost/mock-api/search';
const headers = { Authorization: 'Bearer mock-token:5001', 'Content-Type': 'application/json' };
const count = async (orderedFilters: FilterEntry[]) =>
  ((await (await fetch(`${BASE}/search/counts`, { method: 'POST', headers, body: JSON.stringify({ orderedFilters }) })).json()) as { resultCount: number }).resultCount;

const excavation: FilterEntry = { id: 'productServicesIDs', isQuery: true, query: { Id: 10000, MinValue: null, MaxValue: null } };

// The landing's first render in a file loads its lazy parts and the saved-searches chunk: on a busy machine, slow.
const savedList = () => screen.findByRole('list', { name: /saved search/ }, { timeout: 30_000 });
const item = async (name: string) => {
  const heading = await within(await savedList()).findByRole('heading', { name, level: 3 });
  return heading.closest('li')!;
};
const resultsSummary = (n: number) => screen.findByText(new RegExp(`^Showing ${n} result`));

async function openResultsOf(filters: FilterEntry[]) {
  const session = (await (await fetch(`${BASE}/session`, {
    method: 'POST', headers, body: JSON.stringify({ orderedFilters: filters, sorting: { name: 'companySize', order: 'desc' }, paging: { page: 1, pageSize: 25 } }),
  })).json()) as SessionDto;
  const view = await renderApp({ route: `/source-supplier/search-results?sid=${session.sessionId}&pageSize=25&sortName=companySize&sortOrder=desc` });
  await resultsSummary(await count(filters));
  return { ...view, sid: session.sessionId };
}

describe('saved searches (issue 40)', () => {
  it('the landing lists the buyer’s saved searches below the search methods, in the chips’ words, with what is new', async () => {
    await renderApp({ route: '/source-supplier' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your saved searches' }, { timeout: 30_000 })).toBeVisible();
    const list = await savedList();
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Gold level concrete frames', 'Excavation contractors', 'Drainage in my supply chain',
    ]);
    const excavating = await item('Excavation contractors');
    expect(await within(excavating).findByText('All suppliers · Excavation')).toBeVisible();
    expect(within(excavating).getByText('Last run 16/11/2026 08:30')).toBeVisible();
    expect(within(excavating).getByRole('button', { name: `${SEEDED_NEW_COUNT} new since the last run of Excavation contractors: show only these suppliers` })).toHaveTextContent(`${SEEDED_NEW_COUNT} new`);
    expect(await within(await item('Gold level concrete frames')).findByText('All suppliers · In-Situ Concrete Frames · Gold')).toBeVisible();
    expect(await within(await item('Drainage in my supply chain')).findByText('In my supply chain · Drainage')).toBeVisible();
    expect(within(await item('Gold level concrete frames')).queryByRole('button', { name: /new since/ })).toBeNull();
  });

  it('a buyer without saved searches is told what saving does', async () => {
    await renderApp({ route: '/source-supplier', persona: 'readonly-sourcing' });
    expect(await screen.findByRole('heading', { name: 'No saved searches yet' }, { timeout: 30_000 })).toBeVisible();
    expect(screen.getByText(/Save a search from its results page to keep its filters/)).toBeVisible();
  });

  it('saves the results page’s search (filters, sort order, page size) under a trimmed name', async () => {
    const { user } = await openResultsOf([excavation]);
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save search' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Weekly diggers ');
    await user.click(save);
    expect(await screen.findByText('Search saved as “Weekly diggers”')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save search' })).toBeNull());
    expect(getDb().savedSearches[5001].find((s) => s.name === 'Weekly diggers')).toMatchObject({ orderedFilters: [excavation], sorting: { name: 'companySize', order: 'desc' }, pageSize: 25 });

  });

  it('Run opens the results exactly as saved: its filters, sort order and page size, in a new session', async () => {
    const { user } = await renderApp({ route: '/source-supplier' });
    const gold = await item('Gold level concrete frames');
    await user.click(within(gold).getByRole('button', { name: 'Run Gold level concrete frames' }));
    await waitFor(() => expect(currentPath()).toMatch(/^\/source-supplier\/search-results\?sid=[^&]+&pageSize=10&sortName=companySize&sortOrder=desc/));
    const sid = new URLSearchParams(currentPath().split('?')[1]).get('sid')!;
    const saved = getDb().savedSearches[5001].find((s) => s.name === 'Gold level concrete frames')!;
    expect(getDb().sessions[sid].orderedFilters).toEqual(saved.orderedFilters);
    const total = await count(saved.orderedFilters);
    await resultsSummary(total);
    expect(total).toBeGreaterThan(10);
    expect(await screen.findByText(`Showing 1 to 10 of ${total}`)).toBeVisible();
  });

  it('a taken name (any case) says so in the spec’s style and offers to replace that saved search', async () => {
    const { user } = await openResultsOf([excavation]);
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save search' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'EXCAVATION contractors');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A saved search with this name already exists, please try an alternative name')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('EXCAVATION contractors');
    await user.click(await within(dialog).findByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Search saved as “EXCAVATION contractors”')).toBeVisible();
    const records = getDb().savedSearches[5001];
    expect(records).toHaveLength(3);
    expect(records.find((r) => r.id === 101)).toMatchObject({ name: 'EXCAVATION contractors', pageSize: 25 });
  });

  it('renames, refusing another saved search’s name, and deletes after confirmation', async () => {
    const { user } = await renderApp({ route: '/source-supplier' });
    await user.click(within(await item('Excavation contractors')).getByRole('button', { name: 'Rename Excavation contractors' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rename saved search' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.type(field, 'drainage IN MY supply chain');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('A saved search with this name already exists, please try an alternative name')).toBeVisible();
    await user.clear(field);
    expect(await within(dialog).findByText('Please complete this mandatory field')).toBeVisible();
    await user.type(field, 'Diggers');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await item('Diggers')).toBeVisible();

    await user.click(within(await item('Diggers')).getByRole('button', { name: 'Delete Diggers' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete saved search' });
    expect(within(dialog).getByText('Delete your saved search “Diggers”? This cannot be undone.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: /saved search/ })).queryByRole('heading', { name: 'Diggers' })).toBeNull());
    expect(screen.getByRole('list', { name: '2 saved searches' })).toBeVisible();
  });

  it('Replace names the saved search it saves over as it is stored, not in the case typed', async () => {
    const { user } = await openResultsOf([excavation]);
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save search' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'excavation CONTRACTORS');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Replace saves this search over your saved search “Excavation contractors”.')).toBeVisible();
    expect(within(dialog).queryByText(/“excavation CONTRACTORS”/)).toBeNull();
  });

  it('Replace finds the saved search it names beyond the first page of the buyer’s saved searches', async () => {
    await fetch(`${BASE}/savedsearches`, { headers });
    const db = getDb();
    const [first] = db.savedSearches[5001];
    const more = Array.from({ length: 30 }, (_, k) => ({ ...first, id: 900 + k, name: `Area ${String(k).padStart(2, '0')}` }));
    db.savedSearches[5001] = [...db.savedSearches[5001], ...more, { ...first, id: 950, name: 'Zinc roofing' }];
    const { user } = await openResultsOf([excavation]);
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save search' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'ZINC roofing');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Replace saves this search over your saved search “Zinc roofing”.', undefined, { timeout: 10_000 })).toBeVisible();
  });

  it('after a delete, focus moves to the next saved search’s first control, or to the previous one when the last was deleted', async () => {
    const { user } = await renderApp({ route: '/source-supplier' });
    const deleteAndConfirm = async (name: string) => {
      await user.click(within(await item(name)).getByRole('button', { name: `Delete ${name}` }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete saved search' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(within(screen.getByRole('list', { name: /saved search/ })).queryByRole('heading', { name })).toBeNull());
    };

    await deleteAndConfirm('Excavation contractors');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run Drainage in my supply chain' })).toHaveFocus());

    await deleteAndConfirm('Drainage in my supply chain');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run Gold level concrete frames' })).toHaveFocus());
  });

  it('deleting the only saved search moves focus to the list’s heading', async () => {
    await fetch(`${BASE}/savedsearches`, { headers });
    const db = getDb();
    db.savedSearches[5001] = db.savedSearches[5001].filter((r) => r.name === 'Gold level concrete frames');
    const { user } = await renderApp({ route: '/source-supplier' });
    await user.click(within(await item('Gold level concrete frames')).getByRole('button', { name: 'Delete Gold level concrete frames' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete saved search' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Your saved searches' })).toHaveFocus());
  });

  it('“12 new” opens only the suppliers new since the last run; the count is then gone, and Show all results opens them all', async () => {
    const { user } = await renderApp({ route: '/source-supplier' });
    await user.click(within(await item('Excavation contractors')).getByRole('button', { name: /new since the last run/ }));
    expect(await screen.findByText(`Showing only the ${SEEDED_NEW_COUNT} suppliers new since the last run of “Excavation contractors”.`)).toBeVisible();
    await resultsSummary(SEEDED_NEW_COUNT);

    // Once the page's link carries its filters (f=), as a buyer reading it would find it.
    await waitFor(() => expect(currentPath()).toContain('&f='));
    const onlyNewPath = currentPath();
    await user.click(screen.getByRole('button', { name: 'Show all results' }));
    await waitFor(() => expect(currentPath().split('&')[0]).not.toBe(onlyNewPath.split('&')[0]));
    const all = await count([{ ...excavation }]);
    await resultsSummary(all);
    expect(screen.queryByText(/Showing only the/)).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Source suppliers' }));
    const excavating = await item('Excavation contractors');
    await waitFor(() => expect(within(excavating).queryByRole('button', { name: /new since the last run/ })).toBeNull());
  });

  it('a saved search whose filters no longer exist says so, runs with what still exists and says what was dropped', async () => {
    const removedField: FilterEntry = { id: 'udf', isQuery: true, query: { udfItemId: 999, udfItemType: 'checkbox', bitValue: true }, filterCopy: { title: 'Retired flag' } };
    // The seeds are written on the first read; the stale filter goes into the stored copy.
    await fetch(`${BASE}/savedsearches`, { headers });
    const db = getDb();
    db.savedSearches[5001] = db.savedSearches[5001].map((r) => (r.id === 101 ? { ...r, orderedFilters: [...r.orderedFilters, removedField] } : r));

    const { user } = await renderApp({ route: '/source-supplier' });
    const excavating = await item('Excavation contractors');
    expect(await within(excavating).findByText('1 filter no longer exists: Retired flag')).toBeVisible();
    expect(within(excavating).getByText('All suppliers · Excavation')).toBeVisible();
    await user.click(within(excavating).getByRole('button', { name: 'Run Excavation contractors' }));
    expect(await screen.findByText('This saved search ran without 1 filter that no longer exists: Retired flag.')).toBeVisible();
    await resultsSummary(await count([excavation]));
  });

  it('Share link gives a results link that rebuilds the saved search anywhere', async () => {
    const { user, unmount } = await renderApp({ route: '/source-supplier' });
    await user.click(within(await item('Gold level concrete frames')).getByRole('button', { name: 'Share a link to Gold level concrete frames' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share link to “Gold level concrete frames”' });
    const field = within(dialog).getByRole('textbox', { name: 'Link' });
    await waitFor(() => expect((field as HTMLInputElement).value).toContain('&f=1.'));
    const link = new URL((field as HTMLInputElement).value);
    expect(link.pathname).toBe('/findsuppliers/source-supplier/search-results');
    expect(Object.fromEntries([...link.searchParams].filter(([key]) => key !== 'f'))).toEqual({ sid: 'shared', pageSize: '10', sortName: 'companySize', sortOrder: 'desc' });
    unmount();

    const saved = getDb().savedSearches[5001].find((r) => r.name === 'Gold level concrete frames')!;
    // Another buyer of the organisation, who cannot read the saved search itself, opens the link.
    await renderApp({ route: `${link.pathname.replace('/findsuppliers', '')}${link.search}`, persona: 'readonly-sourcing' });
    await resultsSummary(await count(saved.orderedFilters));
  });
});
