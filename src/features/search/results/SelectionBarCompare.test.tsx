import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { href } from '@/platform/router';
import { AddToSupplyChainSlot } from '@/platform/slots';
import { currentPath, renderWithProviders } from '@/test/renderWithProviders';
import { storeSession } from '@/test/searchSessions';
import { ResultsScreen } from './ResultsScreen';

describe('selection bar: Compare (issue 41)', () => {
  it('is enabled for 2 to 5 selected suppliers, says why otherwise, and opens the comparison with the search and the way back', async () => {
    storeSession('s1');
    // Rows are selectable where the buyer may add to a supply chain (spec 01 §6): the dialog's slot is filled.
    const { user } = await renderWithProviders(<AddToSupplyChainSlot.Provider component={() => null}><ResultsScreen /></AddToSupplyChainSlot.Provider>, { route: '/source-supplier/search-results?sid=s1' });
    const table = await screen.findByRole('table', { name: 'Suppliers' });
    const rows = (await within(table).findAllByRole('row')).slice(1);
    const tick = (i: number) => user.click(within(within(table).getAllByRole('row')[i + 1]).getByRole('checkbox'));

    await tick(0);
    const bar = await screen.findByRole('region', { name: 'Selected suppliers' });
    const compare = within(bar).getByRole('button', { name: 'Compare' });
    expect(compare).toBeDisabled();
    expect(compare).toHaveAccessibleDescription('Select 2 to 5 suppliers to compare.');

    for (const i of [1, 2, 3, 4, 5]) await tick(i);
    expect(compare).toBeDisabled();
    await tick(5);
    expect(compare).toBeEnabled();
    expect(within(bar).queryByText('Select 2 to 5 suppliers to compare.')).not.toBeInTheDocument();
    for (const i of [4, 3]) await tick(i);

    const ids = rows.slice(0, 3).map((row) => Number(within(row).getAllByRole('link')[0].getAttribute('href')?.match(/\/supplier\/(\d+)/)?.[1]));
    await user.click(compare);
    const [path, query] = currentPath().split('?');
    expect(path).toBe(href.compare({ ids: [] }).split('?')[0]);
    const params = new URLSearchParams(query);
    expect(params.get('ids')).toBe(ids.join(','));
    expect(params.get('sid')).toBe('s1');
    // Back on the comparison returns to this very results address (its packed filters included).
    expect(params.get('backTo')).toMatch(/^\/source-supplier\/search-results\?sid=s1(&|$)/);
  });
});
