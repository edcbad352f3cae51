import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { languagePicked } from '@/platform/session';
import { AfterLateFeatures } from '@/test/AfterLateFeatures';
import { renderWithProviders } from '@/test/renderWithProviders';
import { productServiceMatches } from '@/services/trades/productServiceResources';
import type { ProductServiceSearchResponse } from '@/services/trades/types';
import { FiltersScreen } from '../FiltersScreen';
import { expandGroup, FILTERS_ROUTE } from './helpers';

afterEach(() => server.events.removeAllListeners());

/** The msw request log: how many times each read was asked for. */
function recordRequests() {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => void asked.push(`${request.method} ${new URL(request.url).pathname}`));
  return { count: (end: string) => asked.filter((r) => r.endsWith(end)).length };
}

const FACETS = 'GET /mock-api/search/facets';
const LEVEL1 = 'GET /mock-api/trades/ProductService/Level1';
const GOALS = 'PUT /mock-api/goals/goals';
const UDF_SECTIONS = 'GET /mock-api/udf/organisation/sections';

async function openFilters() {
  const view = await renderWithProviders(<AfterLateFeatures><FiltersScreen /></AfterLateFeatures>, { route: FILTERS_ROUTE });
  await screen.findByRole('combobox', { name: 'Search work categories' });
  return view;
}

describe('the filters read their reference data through the resource layer', () => {
  it('asks once for each list however many parts of the page read it', async () => {
    const requests = recordRequests();
    const { user } = await openFilters();
    // The block, the company sizes and the levels all read the facets, level-1 categories and goals.
    await expandGroup(user, 'Company size');
    expect(await screen.findByRole('checkbox', { name: 'Small' })).toBeInTheDocument();
    await expandGroup(user, 'Levels');
    expect(await screen.findByRole('checkbox', { name: 'Bronze' })).toBeInTheDocument();
    await expandGroup(user, 'Custom fields');
    expect(await screen.findByRole('group', { name: 'Supplier management' })).toBeInTheDocument();

    expect(requests.count(FACETS)).toBe(1);
    expect(requests.count(LEVEL1)).toBe(1);
    expect(requests.count(GOALS)).toBe(1);
    expect(requests.count(UDF_SECTIONS)).toBe(1);
  });

  it('picking a language asks once more for what is on screen, shows its new words and keeps what the buyer chose', async () => {
    const requests = recordRequests();
    const { user, store } = await openFilters();
    await expandGroup(user, 'Company size');
    await user.click(await screen.findByRole('checkbox', { name: 'Small' }));
    const basket = screen.getByRole('list', { name: 'Your filters' });
    expect(within(basket).getByText('Small')).toBeInTheDocument();
    expect(requests.count(FACETS)).toBe(1);

    act(() => void store.dispatch(languagePicked('fr')));

    // The open group stays open and shows the sizes in French; the choice is still ticked.
    expect(await screen.findByRole('checkbox', { name: 'Micro-entreprise' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Petite' })).toBeChecked();
    expect(store.getState().searchFilters.orderedFilters.filter((e) => e.id === 'enterpriseCategoryTypeID')).toHaveLength(1);
    await waitFor(() => expect(requests.count(GOALS)).toBe(2));
    await waitFor(() => expect(requests.count(UDF_SECTIONS)).toBe(2));
    expect(requests.count(FACETS)).toBe(2);
    expect(requests.count(LEVEL1)).toBe(2);
  });
});

describe('the work-category type-ahead', () => {
  it('a late reply to older words does not replace the suggestions for newer ones', async () => {
    let releaseOld: () => void = () => undefined;
    const oldHeld = new Promise<void>((resolve) => (releaseOld = resolve));
    const asked: string[] = [];
    const stale: ProductServiceSearchResponse = {
      responseShape: 'flat',
      totalCount: 1,
      productServices: [{ id: 990001, name: 'Stale reply', nameLevel1: 'Roofing', nameLevel2: 'Roofs', nameLevel3: 'Stale reply', categoryIdLevel1: 3 }],
    };
    server.use(
      http.post('*/mock-api/trades/ProductService/search', async ({ request }) => {
        const { queryText } = (await request.clone().json()) as { queryText: string };
        asked.push(queryText);
        if (queryText !== 'roof') return undefined;
        await oldHeld;
        return HttpResponse.json(stale);
      }),
    );
    const { user, store } = await openFilters();
    const input = screen.getByRole('combobox', { name: 'Search work categories' });
    await user.type(input, 'roof');
    await waitFor(() => expect(asked).toContain('roof'));
    await user.type(input, 'ing');
    expect(await screen.findByRole('option', { name: /Pitched Roofing/ })).toBeInTheDocument();

    releaseOld();
    // The older words' reply lands in its own entry...
    await waitFor(() => {
      const entries = Object.values(store.getState().resources.entries[productServiceMatches.name] ?? {});
      expect(entries.some((e) => JSON.stringify(e.data).includes('Stale reply'))).toBe(true);
    });
    // ...and the list still answers what is typed now.
    expect(screen.getByRole('option', { name: /Pitched Roofing/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Stale reply/ })).not.toBeInTheDocument();
  });
});
