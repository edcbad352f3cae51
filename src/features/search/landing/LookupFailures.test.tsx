import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderWithProviders, type RenderOptions } from '@/test/renderWithProviders';
import { LandingScreen } from './LandingScreen';

// Issue 11 item 3: a failed look-up says the search is unavailable, never "not found".
const openLanding = (options: RenderOptions = {}) => renderWithProviders(<LandingScreen />, { route: '/source-supplier', ...options });
const failing = (path: string) => server.use(http.get(path, () => HttpResponse.json({ message: 'down' }, { status: 500 })));

describe('landing look-ups that fail', () => {
  it('company search answering 500 says the search is unavailable, not that no organisation matches', async () => {
    failing('*/mock-api/companySearch/companies');
    const { user } = await openLanding();
    await user.type(await screen.findByRole('combobox', { name: 'Supplier name or ID' }), 'Patel');
    expect(await screen.findByText('Search is unavailable. Please try again.')).toBeVisible();
    expect(screen.queryByText('No organisation matches your search.')).not.toBeInTheDocument();
    // Nor is the buyer invited to create an organisation the register may well hold.
    expect(screen.queryByRole('button', { name: 'Create new' })).not.toBeInTheDocument();
  });

  it('reference search answering 500 says the search is unavailable, not "No results found"', async () => {
    failing('*/mock-api/entityReferences/entityreferences/suppliers/:reference');
    const { user } = await openLanding();
    await user.type(await screen.findByRole('combobox', { name: 'Your supplier reference' }), 'NB-00001');
    expect(await screen.findByText('Search is unavailable. Please try again.')).toBeVisible();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
  });

  it('typing again after the platform recovers finds the supplier', async () => {
    server.use(
      http.get('*/mock-api/entityReferences/entityreferences/suppliers/:reference', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    const { user } = await openLanding();
    const field = await screen.findByRole('combobox', { name: 'Your supplier reference' });
    await user.type(field, 'NB-0000');
    expect(await screen.findByText('Search is unavailable. Please try again.')).toBeVisible();
    await user.type(field, '1');
    expect(await screen.findByRole('option', { name: /NB-00001/ })).toBeVisible();
  });

  it('says it in the buyer’s language', async () => {
    failing('*/mock-api/companySearch/companies');
    const { user } = await openLanding({ language: 'es' });
    await user.type(await screen.findByRole('combobox', { name: 'Nombre o ID del proveedor' }), 'Patel');
    expect(await screen.findByText('La búsqueda no está disponible. Vuelva a intentarlo.')).toBeVisible();
  });
});
