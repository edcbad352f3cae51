import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../../mocks/node';
import { currentPath, renderApp } from '@/test/renderWithProviders';
import { FOUR, SUPPLIER, serveWorkCategories } from './workCategoryFixtures';

/** A phone: every query below the tablet breakpoint (768 px) matches. */
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width: 767.98px'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => vi.unstubAllGlobals());

/**
 * The rows as they are now: waitFor retries it. (A find inside waitFor would spend the whole wait on
 * its own first attempt on a cold page, leaving waitFor no second one.)
 */
const rowNames = () =>
  within(screen.getByRole('table', { name: 'Work categories' }))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('Work Categories on a phone: the four filters behind one toggle (issue 38)', () => {
  it('closed at first with the tiles and the list in view; opened by keyboard; counts the filters set; Clear stays beside it', async () => {
    server.use(serveWorkCategories(FOUR));
    const { user } = await renderApp({ route: `/supplier/${SUPPLIER.id}/compliance/work-categories?status=notVerified` });
    await screen.findByRole('table', { name: 'Work categories' });
    await waitFor(() => expect(rowNames()).toEqual(['Slate roofing', 'Asbestos surveys']));
    const filters = screen.getByRole('group', { name: 'Filter work categories' });
    const toggle = within(filters).getByRole('button', { name: 'Filters, 1 active' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /Expiration status$/ })).not.toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Clear filters' })).toBeVisible();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: /Expiration status$/ }));
    await user.click(await screen.findByRole('option', { name: 'Expired' }));
    await waitFor(() => expect(rowNames()).toEqual(['Slate roofing']));
    expect(currentPath()).toContain('expiration=expired');
    expect(await within(filters).findByRole('button', { name: 'Filters, 2 active' })).toBe(toggle);

    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rowNames()).toHaveLength(4));
    expect(await within(filters).findByRole('button', { name: 'Filters' })).toBe(toggle);
  });
});
