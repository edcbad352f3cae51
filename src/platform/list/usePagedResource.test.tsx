import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { server } from '../../../mocks/node';
import { clientFor } from '@/platform/http';
import { argsKey, defineResource, selectEntry, useResource } from '@/platform/resource';
import { MemoryRouter, useLocation, useNavigate } from '@/platform/router';
import { makeSagaTestStore } from '@/test/sagaTestStore';
import type { ListParamsSpec } from './listParams';
import { usePagedResource } from './usePagedResource';

/** 25 items on a fake endpoint behind msw: sorted, filtered and paged on the "server". */
const ITEMS = Array.from({ length: 25 }, (_, i) => `Item ${String(i + 1).padStart(2, '0')}`);
type ItemsArgs = { page: number; pageSize: number; order: 'asc' | 'desc'; q: string };
type ItemsPage = { items: string[]; total: number };

function itemsEndpoint() {
  const requests: ItemsArgs[] = [];
  let gate: Promise<void> | null = null;
  server.use(
    http.get('*/mock-api/search/paged-test/items', async ({ request }) => {
      const url = new URL(request.url);
      const args: ItemsArgs = {
        page: Number(url.searchParams.get('page')),
        pageSize: Number(url.searchParams.get('pageSize')),
        order: url.searchParams.get('order') === 'desc' ? 'desc' : 'asc',
        q: url.searchParams.get('q') ?? '',
      };
      requests.push(args);
      if (gate) await gate;
      const matching = ITEMS.filter((item) => item.includes(args.q));
      if (args.order === 'desc') matching.reverse();
      const start = (args.page - 1) * args.pageSize;
      return HttpResponse.json<ItemsPage>({ items: matching.slice(start, start + args.pageSize), total: matching.length });
    }),
  );
  return {
    requests,
    /** Holds every reply until the returned function is called. */
    hold: () => {
      let open: () => void = () => undefined;
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      return () => {
        gate = null;
        open();
      };
    },
  };
}

const itemsPage = defineResource({
  name: 'test/pagedItems',
  load: async (args: ItemsArgs, signal) => (await clientFor('search').get<ItemsPage>('/paged-test/items', { params: args, signal })).data,
});

const LIST: ListParamsSpec<'name', 'q'> = {
  defaults: { page: 1, pageSize: 10, sortName: 'name', sortOrder: 'asc' },
  sortNames: ['name'],
  sortOrders: ['asc', 'desc'],
  filterKeys: ['q'],
  pageSizes: [10, 20],
};
const argsOf = ({ page, pageSize, sortOrder, filter }: { page: number; pageSize: number; sortOrder: string; filter: { q?: string } }): ItemsArgs => ({
  page, pageSize, order: sortOrder === 'desc' ? 'desc' : 'asc', q: filter.q ?? '',
});

/** Every state a list rendered, to prove what it never showed. */
const rendered: { status: string; rows: number | null }[] = [];

function Items({ label, keepPrevious = false }: { label: string; keepPrevious?: boolean }) {
  const list = usePagedResource(itemsPage, argsOf, { list: LIST, total: (data) => data.total, keepPrevious });
  rendered.push({ status: list.status, rows: list.data ? list.data.items.length : null });
  return (
    <section aria-label={label} aria-busy={list.status === 'loading'}>
      {list.data && list.data.items.length === 0 && <p>No items</p>}
      <ul aria-label={`${label} rows`}>{list.data?.items.map((item) => <li key={item}>{item}</li>)}</ul>
      <p>
        Page {list.params.page}, {list.total ?? '?'} in all
      </p>
      <button type="button" onClick={() => list.change({ sortOrder: 'desc' })}>Sort descending</button>
      <button type="button" onClick={() => list.change({ filter: { q: '1' } })}>Only items with a 1</button>
      <button type="button" onClick={() => list.change({ page: list.params.page + 1 })}>Next page</button>
    </section>
  );
}

/** A plain reader of page 1 (the layer's own hook), to show the list shares its entry. */
function FirstPage() {
  const { data } = useResource(itemsPage, argsOf({ page: 1, pageSize: 10, sortOrder: 'asc', filter: {} }));
  return <p>First page reader: {data ? data.items.join(', ') : 'loading'}</p>;
}

function Url() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>url {search || '(none)'}</p>
      <button type="button" onClick={() => navigate(-1)}>Back</button>
    </>
  );
}

function renderAt(entries: string[], ui: ReactNode) {
  rendered.length = 0;
  const store = makeSagaTestStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Url />
        {ui}
      </MemoryRouter>
    </Provider>,
  );
  return { user: userEvent.setup({ delay: null }), store };
}

const rowsOf = (label: string) => within(screen.getByRole('list', { name: `${label} rows` })).queryAllByRole('listitem').map((li) => li.textContent);

describe('usePagedResource', () => {
  it('replaces a page past the end with the last page, keeping the other params, and never shows its empty reply', async () => {
    const endpoint = itemsEndpoint();
    const { user } = renderAt(['/start', '/items?sid=7&page=9'], <Items label="Items" />);
    await waitFor(() => expect(screen.getByText('url ?sid=7&page=3')).toBeInTheDocument());
    await waitFor(() => expect(rowsOf('Items')).toEqual(ITEMS.slice(20)));
    expect(screen.getByText('Page 3, 25 in all')).toBeInTheDocument();
    expect(endpoint.requests.map((r) => r.page)).toEqual([9, 3]);
    // The reply for page 9 (no rows, 25 in all) read as loading, never as an empty list.
    expect(rendered.some((r) => r.rows === 0)).toBe(false);
    expect(screen.queryByText('No items')).not.toBeInTheDocument();
    // The URL was replaced, not pushed: Back leaves the list.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('url (none)')).toBeInTheDocument();
  });

  it('goes back to page 1 when the sort or a filter changes', async () => {
    const endpoint = itemsEndpoint();
    const { user } = renderAt(['/items?page=2'], <Items label="Items" />);
    await waitFor(() => expect(rowsOf('Items')).toEqual(ITEMS.slice(10, 20)));

    await user.click(screen.getByRole('button', { name: 'Sort descending' }));
    expect(screen.getByText('url ?sortOrder=desc')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf('Items')[0]).toBe('Item 25'));
    expect(endpoint.requests.at(-1)).toEqual({ page: 1, pageSize: 10, order: 'desc', q: '' });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowsOf('Items')[0]).toBe('Item 15'));
    await user.click(screen.getByRole('button', { name: 'Only items with a 1' }));
    expect(screen.getByText('url ?sortOrder=desc&q=1')).toBeInTheDocument();
    // Item 01, 10–19 and 21: twelve, newest first.
    await waitFor(() => expect(rowsOf('Items')).toEqual(['Item 21', 'Item 19', 'Item 18', 'Item 17', 'Item 16', 'Item 15', 'Item 14', 'Item 13', 'Item 12', 'Item 11']));
    expect(screen.getByText('Page 1, 12 in all')).toBeInTheDocument();
    expect(endpoint.requests.at(-1)).toEqual({ page: 1, pageSize: 10, order: 'desc', q: '1' });
  });

  it('asks for the next page with the change itself, before the list has read its new address', async () => {
    const endpoint = itemsEndpoint();
    const { store } = renderAt(['/items'], <Items label="Items" />);
    await waitFor(() => expect(rowsOf('Items')).toEqual(ITEMS.slice(0, 10)));
    const pageTwo = argsKey(argsOf({ page: 2, pageSize: 10, sortOrder: 'asc', filter: {} }));
    let atTheClick = '';
    act(() => {
      screen.getByRole('button', { name: 'Next page' }).click();
      // Still within the click: the router's transition has not rendered the list at its new address.
      expect(screen.getByText('url (none)')).toBeInTheDocument();
      atTheClick = selectEntry(itemsPage.name, pageTwo)(store.getState()).status;
    });
    expect(atTheClick).toBe('loading');
    await waitFor(() => expect(rowsOf('Items')).toEqual(ITEMS.slice(10, 20)));
    // The list's own read of page 2 joined the request under way.
    expect(endpoint.requests.map((request) => request.page)).toEqual([1, 2]);
  });

  it('shares one entry between two lists and a plain reader of the same arguments', async () => {
    const endpoint = itemsEndpoint();
    renderAt(['/items'], (
      <>
        <Items label="Left" />
        <Items label="Right" />
        <FirstPage />
      </>
    ));
    await waitFor(() => expect(rowsOf('Left')).toEqual(ITEMS.slice(0, 10)));
    expect(rowsOf('Right')).toEqual(ITEMS.slice(0, 10));
    expect(screen.getByText(`First page reader: ${ITEMS.slice(0, 10).join(', ')}`)).toBeInTheDocument();
    expect(endpoint.requests).toHaveLength(1);
  });

  it('with keepPrevious, keeps the last page on show (busy) while the next one loads', async () => {
    const endpoint = itemsEndpoint();
    const { user } = renderAt(['/items'], <Items label="Items" keepPrevious />);
    await waitFor(() => expect(rowsOf('Items')).toEqual(ITEMS.slice(0, 10)));
    const release = endpoint.hold();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(endpoint.requests).toHaveLength(2));
    expect(screen.getByRole('region', { name: 'Items' })).toHaveAttribute('aria-busy', 'true');
    expect(rowsOf('Items')).toEqual(ITEMS.slice(0, 10));
    release();
    await waitFor(() => expect(rowsOf('Items')).toEqual(ITEMS.slice(10, 20)));
    expect(screen.getByRole('region', { name: 'Items' })).toHaveAttribute('aria-busy', 'false');
  });

  it('without keepPrevious, shows nothing of the last page while the next one loads', async () => {
    const endpoint = itemsEndpoint();
    const { user } = renderAt(['/items'], <Items label="Items" />);
    await waitFor(() => expect(rowsOf('Items')).toEqual(ITEMS.slice(0, 10)));
    const release = endpoint.hold();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowsOf('Items')).toEqual([]));
    release();
    await waitFor(() => expect(rowsOf('Items')).toEqual(ITEMS.slice(10, 20)));
  });
});
