import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { searchSessionLoaded } from '../../contract';
import { filtersActions } from '../filtersSlice';
import { selectFacets, selectResultCount } from '../filtersSelectors';
import { companySizeEntry } from '../model/filterEntries';
import type { FilterEntry } from '@/services/search/types';
import { expandGroup, openFiltersPage, pickWorkCategory } from './helpers';

const countBodies: FilterEntry[][] = [];
const countTimes: number[] = [];
server.events.on('request:start', async ({ request }) => {
  if (request.url.includes('/search/counts')) {
    countTimes.push(performance.now());
    countBodies.push(((await request.clone().json()) as { orderedFilters: FilterEntry[] }).orderedFilters);
  }
});

describe('Apply new filters and counts', () => {
  it('asks for a work category when an all-suppliers search has none', async () => {
    const { user, store } = await openFiltersPage();
    await expandGroup(user, 'Company size');
    await user.click(screen.getByRole('checkbox', { name: 'Small' }));
    await user.click(await screen.findByRole('button', { name: /Apply new filters/ }));
    expect(await screen.findByText('You need to select at least one work category to search suppliers.')).toBeInTheDocument();
    expect(store.getState().searchFilters.missing).toEqual(['workCategories']);
    // Choosing one clears the marker.
    await pickWorkCategory(user, 'excav', /Excavation/);
    expect(screen.queryByText('You need to select at least one work category to search suppliers.')).not.toBeInTheDocument();
  });

  it('counts once, 500 ms after several quick changes, with the last choices, and shows the count', async () => {
    const { store } = await openFiltersPage();
    const sizes = selectFacets(store.getState()).data?.companySizes ?? [];
    expect(sizes.length).toBeGreaterThanOrEqual(3);
    countBodies.length = 0;
    countTimes.length = 0;
    // Three changes in one synchronous burst (as fast typing or clicking produces), dispatched
    // straight to the real store so that a loaded test machine cannot spread them apart; the
    // debounce is then measured from before the burst.
    const before = performance.now();
    act(() => sizes.slice(0, 3).forEach((size) => store.dispatch(filtersActions.filterAdded({ entry: companySizeEntry(size) }))));
    expect(await screen.findByRole('button', { name: /Apply new filters \(\d[\d,]* results\)/ })).toBeInTheDocument();
    expect(countBodies).toHaveLength(1);
    expect(countTimes[0] - before).toBeGreaterThanOrEqual(500);
    expect(countBodies[0].filter((e) => e.id === 'enterpriseCategoryTypeID')).toHaveLength(3);
  });

  it('lets the last change win when an older count reply is slow', async () => {
    let call = 0;
    server.use(
      http.post('*/mock-api/search/search/counts', async () => {
        call += 1;
        if (call === 1) {
          await delay(1500);
          return HttpResponse.json({ resultCount: 111 });
        }
        return HttpResponse.json({ resultCount: 222 });
      }),
    );
    const { user } = await openFiltersPage();
    await expandGroup(user, 'Company size');
    await user.click(screen.getByRole('checkbox', { name: 'Micro' }));
    await new Promise((r) => setTimeout(r, 700));
    await user.click(screen.getByRole('checkbox', { name: 'Small' }));
    expect(await screen.findByRole('button', { name: 'Apply new filters (222 results)' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 1200));
    expect(screen.getByRole('button', { name: 'Apply new filters (222 results)' })).toBeInTheDocument();
  });

  it('reads "Apply new filters" without a number when the count is 0', async () => {
    server.use(http.post('*/mock-api/search/search/counts', () => HttpResponse.json({ resultCount: 0 })));
    const { user, store } = await openFiltersPage();
    await expandGroup(user, 'Company size');
    await user.click(screen.getByRole('checkbox', { name: 'Micro' }));
    await waitFor(() => expect(selectResultCount(store.getState()).status).toBe('loaded'));
    expect(screen.getByRole('button', { name: 'Apply new filters' })).toBeInTheDocument();
  });

  it('marks unapplied filters NEW and shows Apply only while something changed', async () => {
    const { user, store } = await openFiltersPage();
    expect(screen.queryByRole('button', { name: /Apply new filters/ })).not.toBeInTheDocument();
    await pickWorkCategory(user, 'excav', /Excavation/);
    const committed = store.getState().searchFilters.orderedFilters;
    act(() => {
      store.dispatch(searchSessionLoaded({ session: { sessionId: 's-1', orderedFilters: committed } }));
    });
    const basket = screen.getByRole('list', { name: 'Your filters' });
    expect(within(basket).queryByText('New')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply new filters/ })).not.toBeInTheDocument();
    await expandGroup(user, 'Company size');
    await user.click(screen.getByRole('checkbox', { name: 'Large' }));
    const large = within(basket).getByText('Large').closest('li') as HTMLElement;
    expect(within(large).getByText('New')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Apply new filters/ })).toBeInTheDocument();
    // Removing it from the basket returns to the session's filters: nothing left to apply.
    await user.click(within(basket).getByRole('button', { name: 'Remove Large' }));
    expect(screen.queryByRole('button', { name: /Apply new filters/ })).not.toBeInTheDocument();
  });

  it('clears the marker and the saved preview when the filters are valid', async () => {
    const { user, store } = await openFiltersPage();
    await pickWorkCategory(user, 'excav', /Excavation/);
    act(() => {
      store.dispatch(filtersActions.previewSaved());
    });
    await user.click(await screen.findByRole('button', { name: /Apply new filters/ }));
    await waitFor(() => expect(store.getState().searchFilters.preview).toBeNull());
    expect(store.getState().searchFilters.missing).toEqual([]);
    expect(screen.queryByText('You need to select at least one work category to search suppliers.')).not.toBeInTheDocument();
  });
});
