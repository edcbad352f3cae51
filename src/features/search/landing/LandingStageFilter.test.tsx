import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { LandingScreen } from './LandingScreen';

describe('landing: a supply chain stage filter', () => {
  it('shows the chosen stage in its group, removable from there', async () => {
    const { user, store } = await renderWithProviders(<LandingScreen />, { route: '/source-supplier' });
    await user.click(await screen.findByRole('radio', { name: 'Suppliers in my supply chain' }));
    await user.click(await screen.findByRole('button', { name: 'Supply chain stage' }));
    const [choose] = await screen.findAllByRole('button', { name: /^Choose stage for / });
    const segment = (choose.getAttribute('aria-label') ?? '').replace('Choose stage for ', '');
    await user.click(choose);
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: /Stage/ }));
    const [stage] = await screen.findAllByRole('option');
    const stageName = stage.textContent ?? '';
    await user.click(stage);
    await user.click(within(await within(dialog).findByRole('radiogroup', { name: 'Status' })).getByRole('radio', { name: 'Approved' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add filter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The buyer sees what they chose where they chose it, as locations and work categories show.
    const chosen = await screen.findByRole('list', { name: 'Chosen supply chain stages' });
    const label = `${segment} · ${stageName} · Approved`;
    expect(within(chosen).getByText(label)).toBeVisible();

    await user.click(within(chosen).getByRole('button', { name: `Remove ${label}` }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Chosen supply chain stages' })).not.toBeInTheDocument());
    expect(store.getState().searchFilters.orderedFilters.some((e) => e.id === 'supplychain.groupingstage')).toBe(false);
  });
});
