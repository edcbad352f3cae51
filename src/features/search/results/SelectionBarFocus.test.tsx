import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { AddToSupplyChainSlot, type AddToSupplyChainProps } from '@/platform/slots';
import { storeSession } from '@/test/searchSessions';
import { ResultsScreen } from './ResultsScreen';

/** Stands in for the segments feature's dialog: adding closes it and reports the add. */
const AddStandIn = ({ onAdded, onClose }: AddToSupplyChainProps) => (
  <div role="dialog" aria-label="Add to segment stand-in">
    <button type="button" onClick={() => { onClose(); onAdded?.(1); }}>Confirm</button>
  </div>
);

async function openResults() {
  storeSession('s1');
  const view = await renderWithProviders(
    <AddToSupplyChainSlot.Provider component={AddStandIn}>
      <ResultsScreen />
    </AddToSupplyChainSlot.Provider>,
    { route: '/source-supplier/search-results?sid=s1' },
  );
  const table = await screen.findByRole('table', { name: 'Suppliers' });
  const rows = (await within(table).findAllByRole('row')).slice(1);
  return { ...view, rows };
}

async function shiftTabTo(user: UserEvent, target: HTMLElement, max: number) {
  for (let presses = 1; presses <= max; presses += 1) {
    await user.tab({ shift: true });
    if (target === document.activeElement) return presses;
  }
  return Infinity;
}

describe('selection bar and the keyboard', () => {
  it('is a few Shift+Tabs from a ticked row: it sits just above the table', async () => {
    const { user, rows } = await openResults();
    const tick = within(rows[0]).getByRole('checkbox');
    tick.focus();
    await user.keyboard(' ');
    const bar = await screen.findByRole('region', { name: 'Selected suppliers' });
    expect(tick).toHaveFocus();
    const add = within(bar).getByRole('button', { name: 'Add to supply chain' });
    // Back over the three sort buttons and "Select all", then Cancel and Add.
    expect(await shiftTabTo(user, add, 6)).toBeLessThanOrEqual(6);
  });

  it('Cancel hands focus to "Select all" rather than dropping it', async () => {
    const { user, rows } = await openResults();
    await user.click(within(rows[0]).getByRole('checkbox'));
    const bar = await screen.findByRole('region', { name: 'Selected suppliers' });
    await user.click(within(bar).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Selected suppliers' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all suppliers on this page' })).toHaveFocus();
  });

  it('an add from the bar ends at "Select all" once the bar has gone', async () => {
    const { user, rows } = await openResults();
    await user.click(within(rows[1]).getByRole('checkbox'));
    const bar = await screen.findByRole('region', { name: 'Selected suppliers' });
    await user.click(within(bar).getByRole('button', { name: 'Add to supply chain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to segment stand-in' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('region', { name: 'Selected suppliers' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all suppliers on this page' })).toHaveFocus();
  });
});
