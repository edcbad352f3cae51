import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { renderWithProviders } from '@/test/renderWithProviders';
import { FiltersScreen } from '../FiltersScreen';
import { filtersPagePath } from '../model/constants';
import { FILTERS_ROUTE } from './helpers';

describe('filters page', () => {
  it('has the "Find suppliers" header, the basket and no Apply button before any change', async () => {
    await renderWithProviders(<FiltersScreen />, { route: FILTERS_ROUTE });
    expect(screen.getByRole('heading', { level: 1, name: 'Find suppliers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your filters' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Work categories' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply new filters/ })).not.toBeInTheDocument();
  });

  it('closes back to results, keeping sid, when the buyer came from results', async () => {
    await renderWithProviders(<FiltersScreen />, { route: filtersPagePath('abc', true) });
    expect(screen.getByRole('link', { name: 'Close filters' })).toHaveAttribute('href', '/source-supplier/search-results?sid=abc');
  });

  it('closes to the landing page, keeping sid, otherwise', async () => {
    await renderWithProviders(<FiltersScreen />, { route: filtersPagePath('abc') });
    expect(screen.getByRole('link', { name: 'Close filters' })).toHaveAttribute('href', '/source-supplier?sid=abc');
  });

  it('closes to the plain landing page without a session', async () => {
    await renderWithProviders(<FiltersScreen />, { route: FILTERS_ROUTE });
    expect(screen.getByRole('link', { name: 'Close filters' })).toHaveAttribute('href', '/source-supplier');
  });

  it('says the buyer lacks permission when the filters load fails with 403, keeping the page', async () => {
    server.use(http.get('*/mock-api/search/facets', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    await renderWithProviders(<FiltersScreen />, { route: FILTERS_ROUTE });
    expect(
      await screen.findByText("Sorry you don't have permission to view the supplychain in this session"),
    ).toBeInTheDocument();
    expect(screen.queryByText('Error!!')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Find suppliers' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Match my criteria' })).toBeInTheDocument();
  });

  it('shows "Error!!" for any other filters failure, and loads again on Try again', async () => {
    server.use(http.get('*/mock-api/trades/ProductService/Level1', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const { user } = await renderWithProviders(<FiltersScreen />, { route: FILTERS_ROUTE });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error!!')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Work categories' })).toBeInTheDocument();
  });

  it('hides company size for Belgium', async () => {
    await renderWithProviders(<FiltersScreen />, { route: FILTERS_ROUTE, community: 'BE', language: 'en' });
    await screen.findByRole('button', { name: 'Work categories' });
    expect(screen.queryByRole('button', { name: 'Company size' })).not.toBeInTheDocument();
  });

  it('hides SSIP without its flag and shows custom fields to a buyer with internal-data access', async () => {
    await renderWithProviders(<FiltersScreen />, { route: FILTERS_ROUTE, flags: { ssipEnabled: false } });
    await screen.findByRole('button', { name: 'Work categories' });
    expect(screen.queryByRole('button', { name: 'SSIP' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Custom fields' })).toBeInTheDocument();
  });
});
