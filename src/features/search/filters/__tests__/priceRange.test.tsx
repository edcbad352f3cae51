import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { openFiltersPage, pickWorkCategory } from './helpers';

async function openDialog() {
  const view = await openFiltersPage();
  await pickWorkCategory(view.user, 'excav', /Excavation/);
  await view.user.click(screen.getByRole('button', { name: 'Set price range for Excavation' }));
  const dialog = await screen.findByRole('dialog', { name: 'Price range for Excavation' });
  return { ...view, dialog };
}

describe('price range dialog', () => {
  it('names its X "Close", apart from the Cancel button', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  });

  it("blocks Save while 'To' is not greater than 'From'", async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'From (GBP)' }), '5000');
    await user.type(within(dialog).getByRole('textbox', { name: 'To (GBP)' }), '1000');
    expect(await within(dialog).findByText("'To' value must be greater than the 'From' value")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('rejects decimals and amounts above 9,999,999,999', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'From (GBP)' }), '12.5');
    expect(await within(dialog).findByText(/Enter a valid 'From' value/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'To (GBP)' }), '10000000000');
    expect(await within(dialog).findByText(/Enter a valid 'To' value/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves a valid range onto the category and the basket', async () => {
    const { user, dialog, store } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'From (GBP)' }), '1000');
    await user.type(within(dialog).getByRole('textbox', { name: 'To (GBP)' }), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your filters' })).getByText('Excavation (£1,000 to £5,000)')).toBeInTheDocument();
    const entry = store.getState().searchFilters.orderedFilters.find((e) => e.id === 'productServicesIDs');
    expect(entry?.query).toMatchObject({ MinValue: 1000, MaxValue: 5000 });
  });

  it('takes amounts grouped as the filter shows them ("1,000" in GB) and saves their value', async () => {
    const { user, dialog, store } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'From (GBP)' }), '1,000');
    await user.type(within(dialog).getByRole('textbox', { name: 'To (GBP)' }), '250 000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(screen.getByRole('list', { name: 'Your filters' })).getByText('Excavation (£1,000 to £250,000)')).toBeInTheDocument();
    const entry = store.getState().searchFilters.orderedFilters.find((e) => e.id === 'productServicesIDs');
    expect(entry?.query).toMatchObject({ MinValue: 1000, MaxValue: 250000 });
  });

  it("keeps 'unset' in the copy for an empty bound", async () => {
    const { user, dialog, store } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'To (GBP)' }), '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const entry = store.getState().searchFilters.orderedFilters.find((e) => e.id === 'productServicesIDs');
    expect(entry?.query).toMatchObject({ MinValue: null, MaxValue: 2500 });
    expect(entry?.filterCopy).toMatchObject({ MinValue: 'unset', MaxValue: 2500 });
  });
});
