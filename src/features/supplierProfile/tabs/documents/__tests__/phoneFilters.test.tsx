import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { currentPath, renderApp } from '@/test/renderWithProviders';
import { internalRoute, internalTable, MANY, PRELOAD_TIMEOUT_MS, preloadDocumentsTab, rowNames, supplierRoute, supplierTable } from './documentsTestKit';

beforeAll(preloadDocumentsTab, PRELOAD_TIMEOUT_MS);

/** A phone: every query below the tablet breakpoint (768 px) matches. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width: 767.98px'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(onPhone);
afterEach(() => vi.unstubAllGlobals());

describe('Documents on a phone: the filters behind one toggle (issue 38)', () => {
  it('starts closed, opens by keyboard onto "View by" and the search, and counts what is set', async () => {
    const { user } = await renderApp({ route: supplierRoute() });
    const table = await supplierTable();
    await waitFor(() => expect(rowNames(table)).toHaveLength(10));
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Closed, the filters are out of sight and out of the tab order; the zip request stays in the row.
    expect(screen.queryByRole('searchbox', { name: 'Search documents' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate zip file' })).toBeVisible();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Filters' });
    expect(within(panel).getByRole('button', { name: /View by/ })).toBeVisible();
    await user.type(within(panel).getByRole('searchbox', { name: 'Search documents' }), 'iso');
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${MANY}/documents?q=iso`));
    // The toggle says a filter is set, so a closed panel hides nothing silently.
    expect(await screen.findByRole('button', { name: 'Filters, 1 active' })).toBe(toggle);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Filters, 1 active' })).toBeInTheDocument();
  });

  it('a filter in the address shows on the toggle as soon as the tab opens', async () => {
    await renderApp({ route: supplierRoute(MANY, '?q=iso') });
    await supplierTable();
    expect(screen.getByRole('button', { name: 'Filters, 1 active' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('internal uploads: "View by" behind the toggle, Upload document beside it', async () => {
    const { user } = await renderApp({ route: internalRoute() });
    await internalTable();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(screen.queryByRole('button', { name: /View by/ })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(within(screen.getByRole('group', { name: 'Filters' })).getByRole('button', { name: /View by/ })).toBeVisible();
  });
});
