import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '@/test/renderWithProviders';
import { storeSession } from '@/test/searchSessions';
import { filtersPagePath } from '../model/constants';
import { pickWorkCategory } from './helpers';

describe('filters page: Close filters', () => {
  it('discards the changes not applied (the spec\'s Cancel/revert)', async () => {
    storeSession('s1');
    const { user } = await renderApp({ route: filtersPagePath('s1', true) });
    const basket = await screen.findByRole('list', { name: 'Your filters' });
    await within(basket).findByText('Mast climbers');
    await pickWorkCategory(user, 'excav', /Excavation/);
    expect(within(basket).getByText('Excavation')).toBeVisible();
    expect(screen.getByRole('button', { name: /Apply new filters/ })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Close filters' }));
    await screen.findByRole('heading', { level: 1, name: 'Search results' });

    // Back on the filters page, only what the search holds is chosen.
    await user.click(await screen.findByRole('link', { name: 'Edit all filters' }));
    const again = await screen.findByRole('list', { name: 'Your filters' });
    expect(within(again).getByText('Mast climbers')).toBeVisible();
    expect(within(again).queryByText('Excavation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply new filters/ })).not.toBeInTheDocument();
  });
});
