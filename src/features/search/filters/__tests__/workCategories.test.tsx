import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { renderWithProviders } from '@/test/renderWithProviders';
import { FiltersScreen } from '../FiltersScreen';

const ROUTE = '/source-supplier/search-filters';

async function openFilters() {
  const view = await renderWithProviders(<FiltersScreen />, { route: ROUTE });
  const input = await screen.findByRole('combobox', { name: 'Search work categories' });
  return { ...view, input };
}

describe('work category type-ahead', () => {
  it('asks for 3 or more characters before searching', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/ProductService/search')) calls += 1;
    });
    const { user, input } = await openFilters();
    await user.type(input, 'ro');
    expect(await screen.findByText(/type 3 or more/i)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 400));
    expect(calls).toBe(0);
    server.events.removeAllListeners();
  });

  it('suggests title-cased categories, hints "try refining" at 5+ and adds the pick', async () => {
    const { user, input } = await openFilters();
    await user.type(input, 'roof');
    expect(await screen.findByText(/try refining/i)).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: /Pitched Roofing/ }));
    const chosen = await screen.findByRole('list', { name: 'Chosen work categories' });
    expect(within(chosen).getByText('Pitched Roofing')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('says when nothing matches', async () => {
    const { user, input } = await openFilters();
    await user.type(input, 'qqqzzz');
    expect(await screen.findByText(/no results/i)).toBeInTheDocument();
  });

  it('keeps the category casing for the French community', async () => {
    await renderWithProviders(<FiltersScreen />, { route: ROUTE, community: 'FR', language: 'en' });
    const input = await screen.findByRole('combobox', { name: 'Search work categories' });
    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent.setup().type(input, 'béton');
    expect(await screen.findByRole('option', { name: /Béton préfabriqué/ })).toBeInTheDocument();
  });

  it('shows a failed search without losing what was typed', async () => {
    server.use(http.post('*/mock-api/trades/ProductService/search', () => HttpResponse.json({}, { status: 500 })));
    const { user, input } = await openFilters();
    await user.type(input, 'roof');
    expect(await screen.findByText('Request has failed')).toBeInTheDocument();
    expect(input).toHaveValue('roof');
  });

  it('switches the response shape to hierarchy and still lists leaves', async () => {
    let shape: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/ProductService/search')) shape = ((await request.clone().json()) as { responseShape: string }).responseShape;
    });
    const { user, input } = await openFilters();
    await user.click(screen.getByRole('checkbox', { name: 'Group suggestions by category' }));
    await user.type(input, 'excav');
    expect(await screen.findByRole('option', { name: /Excavation/ })).toBeInTheDocument();
    await waitFor(() => expect(shape).toBe('hierarchy'));
    server.events.removeAllListeners();
  });
});
