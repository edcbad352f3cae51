import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { expandGroup, openFiltersPage } from './helpers';

async function openCustomFields() {
  const view = await openFiltersPage();
  await screen.findByRole('button', { name: 'Custom fields' });
  await expandGroup(view.user, 'Custom fields');
  await screen.findByRole('group', { name: 'Supplier management' });
  return view;
}

const udfEntries = (store: Awaited<ReturnType<typeof openFiltersPage>>['store']) =>
  store.getState().searchFilters.orderedFilters.filter((e) => e.id === 'udf');

describe('custom fields', () => {
  it('sends a text filter 500 ms after typing stops', async () => {
    const { user, store } = await openCustomFields();
    await user.type(screen.getByRole('textbox', { name: 'Account manager' }), 'Jones');
    expect(udfEntries(store)).toHaveLength(0);
    await waitFor(() => expect(udfEntries(store)).toHaveLength(1));
    expect(udfEntries(store)[0].query).toMatchObject({ udfItemId: 101, udfItemType: 'text-field', stringValue: 'Jones' });
  });

  it('refuses more than 100 characters with its error and sends no filter', async () => {
    const { user, store } = await openCustomFields();
    const field = screen.getByRole('textbox', { name: 'Notes for estimators' });
    await user.click(field);
    await user.paste('x'.repeat(101));
    expect(await screen.findByText('Enter 100 characters or fewer')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 700));
    expect(udfEntries(store)).toHaveLength(0);
    expect(field).toHaveValue('x'.repeat(101));
  });

  it('counts the characters it would send: 100 letters with spaces around them are sent trimmed', async () => {
    const { user, store } = await openCustomFields();
    const field = screen.getByRole('textbox', { name: 'Notes for estimators' });
    await user.click(field);
    await user.paste(`  ${'y'.repeat(100)}  `);
    await waitFor(() => expect(udfEntries(store)).toHaveLength(1));
    expect(udfEntries(store)[0].query).toMatchObject({ stringValue: 'y'.repeat(100) });
    expect(screen.queryByText('Enter 100 characters or fewer')).not.toBeInTheDocument();
  });

  it('says "To date must be after From date" and sends no date filter for a reversed range', async () => {
    const { user, store } = await openCustomFields();
    const date = screen.getByRole('group', { name: 'Insurance renewal date' });
    // Each date is typed day, month, year into its segments (dd/MM/yyyy), starting at the day.
    const typeDate = async (label: string, digits: string) => {
      await user.click(within(date).getByRole('spinbutton', { name: `day, ${label}` }));
      await user.keyboard(digits);
    };
    await typeDate('From date', '10052025');
    await typeDate('To date', '01052025');
    expect(await within(date).findByText('To date must be after From date')).toBeInTheDocument();
    expect(udfEntries(store)).toHaveLength(0);
    await typeDate('To date', '31052025');
    expect(udfEntries(store)[0].query).toMatchObject({ dateFromValue: '2025-05-10', dateToValue: '2025-05-31T23:59:00' });
    expect(within(screen.getByRole('list', { name: 'Your filters' })).getByText('Insurance renewal date: 10/05/2025 to 31/05/2025')).toBeInTheDocument();
  });

  it('keeps the filter while a date is part-typed, says it is incomplete once focus leaves and then drops it', async () => {
    const { user, store } = await openCustomFields();
    const date = screen.getByRole('group', { name: 'Insurance renewal date' });
    await user.click(within(date).getByRole('spinbutton', { name: 'day, From date' }));
    await user.keyboard('10052025');
    expect(udfEntries(store)[0].query).toMatchObject({ udfItemType: 'date', dateFromValue: '2025-05-10', dateToValue: null });
    // Back to the year, delete its last digit and leave: 202 is not a year yet.
    await user.click(within(date).getByRole('spinbutton', { name: 'year, From date' }));
    await user.keyboard('{Backspace}');
    // Still typing: the last whole date stands.
    expect(udfEntries(store).find((e) => e.query?.udfItemType === 'date')?.query).toMatchObject({ dateFromValue: '2025-05-10' });
    await user.click(screen.getByRole('checkbox', { name: 'Preferred supplier' }));
    expect(within(date).getByRole('spinbutton', { name: 'day, From date' })).toHaveAccessibleDescription(/Enter a date as dd\/mm\/yyyy/);
    // Left incomplete, the field holds no date, so neither does the filter (issue 10: the basket showed the old one).
    expect(udfEntries(store).find((e) => e.query?.udfItemType === 'date')).toBeUndefined();
  });

  it('an incomplete From date leaves the range: the basket no longer shows the old one', async () => {
    const { user } = await openCustomFields();
    const date = screen.getByRole('group', { name: 'Insurance renewal date' });
    await user.click(within(date).getByRole('spinbutton', { name: 'day, From date' }));
    await user.keyboard('10052025');
    await user.click(within(date).getByRole('spinbutton', { name: 'day, To date' }));
    await user.keyboard('31052025');
    const basket = screen.getByRole('list', { name: 'Your filters' });
    expect(within(basket).getByText('Insurance renewal date: 10/05/2025 to 31/05/2025')).toBeVisible();

    // The From year loses a digit and the buyer moves on: the field says it is not a date…
    await user.click(within(date).getByRole('spinbutton', { name: 'year, From date' }));
    await user.keyboard('{Backspace}');
    await user.click(screen.getByRole('checkbox', { name: 'Preferred supplier' }));
    expect(within(date).getByRole('spinbutton', { name: 'day, From date' })).toHaveAccessibleDescription(/Enter a date as dd\/mm\/yyyy/);
    // …and the basket shows what the fields hold, not the range they held before.
    expect(await within(basket).findByText('Insurance renewal date: … to 31/05/2025')).toBeVisible();
    expect(within(basket).queryByText('Insurance renewal date: 10/05/2025 to 31/05/2025')).not.toBeInTheDocument();
  });

  it('an invalid To date withdraws its end of the range, in the field, the basket and what the search sends (issue 11)', async () => {
    const { user, store } = await openCustomFields();
    const date = screen.getByRole('group', { name: 'Insurance renewal date' });
    await user.click(within(date).getByRole('spinbutton', { name: 'day, From date' }));
    await user.keyboard('10052024');
    await user.click(within(date).getByRole('spinbutton', { name: 'day, To date' }));
    await user.keyboard('31052024');
    const basket = screen.getByRole('list', { name: 'Your filters' });
    expect(within(basket).getByText('Insurance renewal date: 10/05/2024 to 31/05/2024')).toBeVisible();
    // The month is emptied and the buyer moves on: the To date is no date at all.
    await user.click(within(date).getByRole('spinbutton', { name: 'month, To date' }));
    await user.keyboard('{Backspace}{Backspace}');
    await user.click(screen.getByRole('checkbox', { name: 'Preferred supplier' }));
    expect(within(date).getByRole('spinbutton', { name: 'day, To date' })).toHaveAccessibleDescription(/Enter a date as dd\/mm\/yyyy/);
    expect(await within(basket).findByText('Insurance renewal date: 10/05/2024 to …')).toBeVisible();
    expect(udfEntries(store).find((e) => e.query?.udfItemType === 'date')?.query).toMatchObject({
      dateFromValue: '2024-05-10', dateToValue: null,
    });
  });

  it('uses a searchable multiselect above 3 options and plain checkboxes for 3 or fewer', async () => {
    const { user, store } = await openCustomFields();
    expect(screen.getByRole('combobox', { name: 'Search Trades approved for' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Roofing' })).not.toBeInTheDocument();
    const checks = screen.getByRole('group', { name: 'Onboarding checks' });
    expect(within(checks).getAllByRole('checkbox')).toHaveLength(3);
    const payment = screen.getByRole('group', { name: 'Payment terms' });
    expect(within(payment).getAllByRole('checkbox')).toHaveLength(3);

    await user.type(screen.getByRole('combobox', { name: 'Search Trades approved for' }), 'roo');
    await user.click(await screen.findByRole('option', { name: 'Roofing' }));
    expect(udfEntries(store)[0].query).toMatchObject({ udfItemId: 105, udfItemType: 'checkbox-group' });
    // The list stays open for the next pick (a multiselect); Escape closes it.
    await user.keyboard('{Escape}');
    expect(within(screen.getByRole('list', { name: 'Your filters' })).getByText('Trades approved for: Roofing')).toBeInTheDocument();
  });

  it('filters on a checkbox and a radio choice', async () => {
    const { user, store } = await openCustomFields();
    await user.click(screen.getByRole('checkbox', { name: 'Preferred supplier' }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Risk rating' })).getByRole('radio', { name: 'High' }));
    expect(udfEntries(store).map((e) => e.query?.udfItemType)).toEqual(['checkbox', 'radio-button-group']);
  });
});
