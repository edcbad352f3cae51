import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { openFiltersPage, pickWorkCategory } from './helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('filter basket', () => {
  it('is a collapsed panel below the tablet breakpoint that opens by keyboard', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 767.98px'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { user } = await openFiltersPage();
    await pickWorkCategory(user, 'excav', /Excavation/);
    const toggle = screen.getByRole('button', { name: 'Your filters (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('list', { name: 'Your filters' })).getByText('Excavation')).toBeInTheDocument();
  });

  it('removes a filter from the basket and from its group', async () => {
    const { user } = await openFiltersPage();
    await pickWorkCategory(user, 'excav', /Excavation/);
    await user.click(within(screen.getByRole('list', { name: 'Your filters' })).getByRole('button', { name: 'Remove Excavation' }));
    expect(screen.getByText('No filters chosen yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen work categories' })).not.toBeInTheDocument();
  });
});
