import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { currentPath, renderWithProviders, type RenderOptions } from '@/test/renderWithProviders';
import { LandingScreen } from '../landing/LandingScreen';

/*
 * Issue 19 item 1: with onionSearchEnabled on, the landing's "supplier name or ID" type-ahead asks
 * POST search /quicksearch (trimmed, Page 1, PageSize 40) from 3 characters; with it off, nothing changes.
 */

const openLanding = (options: RenderOptions = {}) =>
  renderWithProviders(<LandingScreen />, { route: '/source-supplier', ...options });
const withQuickSearch = (options: RenderOptions = {}) => openLanding({ flags: { onionSearchEnabled: true }, ...options });
const companyField = () => screen.findByRole('combobox', { name: 'Supplier name or ID' });

interface Seen {
  path: string;
  body: unknown;
}

/** Every quick search and company search request, with its JSON body. */
function recordLookups() {
  const seen: Seen[] = [];
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!path.endsWith('/quicksearch') && !path.endsWith('/companySearch/companies')) return;
    seen.push({ path, body: request.method === 'POST' ? await request.clone().json() : null });
  });
  return seen;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('alternative company search (onionSearchEnabled)', () => {
  it('flag off: the box asks the company register, never quick search', async () => {
    const seen = recordLookups();
    const { user } = await openLanding();
    await user.type(await companyField(), 'Hartley & Ashworth');
    expect(await screen.findByRole('option', { name: /Hartley & Ashworth Groundworks/ })).toBeVisible();
    expect(seen.map((s) => s.path)).toEqual([expect.stringMatching(/\/companySearch\/companies$/)]);
    expect(screen.getByText('Type at least 2 characters.')).toBeVisible();
  });

  it('flag on: asks POST /quicksearch once, trimmed, page 1 of 40, and shows name, company number and town', async () => {
    const seen = recordLookups();
    const { user } = await withQuickSearch();
    await user.type(await companyField(), '  hartley & ashworth ');
    // The typing has not paused for 500 ms yet: nothing asked.
    expect(seen).toHaveLength(0);
    const option = await screen.findByRole('option', { name: /Hartley & Ashworth Groundworks/ });
    expect(seen).toEqual([
      { path: expect.stringMatching(/\/search\/quicksearch$/), body: { QueryText: 'hartley & ashworth', Paging: { Page: 1, PageSize: 40 } } },
    ]);
    expect(within(option).getByText(/^Companies House number: \d{8} · \S/)).toBeVisible();
  });

  it('2 characters show the "type more" hint and ask nothing; the 3rd asks', async () => {
    const seen = recordLookups();
    const { user } = await withQuickSearch();
    const field = await companyField();
    await user.type(field, ' Ha');
    expect(screen.getByText('Type 3 or more characters to search.')).toBeVisible();
    expect(field).not.toHaveAttribute('aria-busy');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.type(field, 'r');
    expect(field).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Type 3 or more characters to search.')).not.toBeInTheDocument();
    expect((await screen.findAllByRole('option', { name: /har/i }))[0]).toBeVisible();
    expect(seen.map((s) => s.body)).toEqual([{ QueryText: 'Har', Paging: { Page: 1, PageSize: 40 } }]);
  });

  it('no hit says "No results found"', async () => {
    const { user } = await withQuickSearch();
    await user.type(await companyField(), 'zzqqxx');
    expect(await screen.findByText('No results found')).toBeVisible();
    expect(screen.queryByText('Search is unavailable. Please try again.')).not.toBeInTheDocument();
  });

  it('a failed call says the search is unavailable, not "No results found", and typing again recovers', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post('*/mock-api/search/quicksearch', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    const { user } = await withQuickSearch();
    const field = await companyField();
    await user.type(field, 'Hartley');
    expect(await screen.findByText('Search is unavailable. Please try again.')).toBeVisible();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create new' })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Quick search failed', expect.anything());
    await user.type(field, ' & Ashworth');
    expect(await screen.findByRole('option', { name: /Hartley & Ashworth Groundworks/ })).toBeVisible();
  });

  it('choosing a suggestion opens /supplier/{entityID}', async () => {
    const { user } = await withQuickSearch();
    await user.type(await companyField(), 'Hartley & Ashworth');
    await user.click(await screen.findByRole('option', { name: /Hartley & Ashworth Groundworks/ }));
    await waitFor(() => expect(currentPath()).toBe('/supplier/100007'));
  });

  it('the keyboard picks a suggestion, and Escape closes the list keeping the text', async () => {
    const { user } = await withQuickSearch();
    const field = await companyField();
    await user.type(field, 'Hartley & Ashworth');
    await screen.findByRole('option', { name: /Hartley & Ashworth Groundworks/ });
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('Hartley & Ashworth');
    expect(field).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: /Hartley & Ashworth Groundworks/ });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/supplier/100007'));
  });

  it('finds a supplier by part of its company number', async () => {
    const { user } = await withQuickSearch();
    const field = await companyField();
    await user.type(field, 'Hartley & Ashworth');
    const option = await screen.findByRole('option', { name: /Hartley & Ashworth Groundworks/ });
    const number = /(\d{8})/.exec(within(option).getByText(/Companies House number/).textContent ?? '')![1];
    await user.clear(field);
    await user.type(field, number.slice(1));
    expect(await screen.findByRole('option', { name: /Hartley & Ashworth Groundworks/ })).toBeVisible();
  });

  it('over 200 characters says so and asks nothing', async () => {
    const seen = recordLookups();
    const { user } = await withQuickSearch();
    const field = await companyField();
    await user.click(field);
    await user.paste('a'.repeat(201));
    expect(await screen.findByText('Enter 200 characters or fewer')).toBeVisible();
    expect(field).not.toHaveAttribute('aria-busy');
    expect(seen).toHaveLength(0);
  });

  it('speaks the buyer’s language, naming each number by its supplier’s country', async () => {
    const { user } = await withQuickSearch({ language: 'fr' });
    await user.type(await screen.findByRole('combobox', { name: 'Nom ou identifiant du fournisseur' }), 'Ha');
    expect(screen.getByText('Saisissez au moins 3 caractères pour rechercher.')).toBeVisible();
    await user.type(screen.getByRole('combobox', { name: 'Nom ou identifiant du fournisseur' }), 'rtley & Ashworth');
    const option = await screen.findByRole('option', { name: /Hartley & Ashworth Groundworks/ });
    // A GB supplier's number is a Companies House number, in French.
    expect(within(option).getByText(/^Numéro Companies House : \d{8}/)).toBeVisible();
  });
});
