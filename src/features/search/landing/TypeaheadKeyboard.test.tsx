import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderWithProviders } from '@/test/renderWithProviders';
import { FiltersScreen } from '../filters/FiltersScreen';
import { LandingScreen } from './LandingScreen';

/*
 * Issue 10 item 3: every type-ahead closes on Escape like the company search (RAC ComboBox behaviour), keeps what
 * was typed, and the rest of the page is reachable by role again; a loading list is a status, not an option.
 */

async function expectClosesOnEscape(user: UserEvent, name: string, text: string, option: RegExp) {
  const input = screen.getByRole('combobox', { name });
  await user.type(input, text);
  expect((await screen.findAllByRole('option', { name: option }))[0]).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(input).toHaveValue(text);
  expect(input).toHaveFocus();
}

async function expandGroup(user: UserEvent, name: string) {
  const trigger = await screen.findByRole('button', { name });
  if (trigger.getAttribute('aria-expanded') !== 'true') await user.click(trigger);
}

describe('type-aheads and the keyboard: landing', () => {
  it('Escape closes the work categories list and the page is reachable again', async () => {
    const { user } = await renderWithProviders(<LandingScreen />, { route: '/source-supplier' });
    await screen.findByRole('combobox', { name: 'Search work categories' });
    await expectClosesOnEscape(user, 'Search work categories', 'Mast climbers', /Mast climbers/i);
    expect(screen.getByRole('button', { name: /^Show/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeVisible();
  });

  it('Escape closes the area of operation list', async () => {
    const { user } = await renderWithProviders(<LandingScreen />, { route: '/source-supplier' });
    await screen.findByRole('combobox', { name: 'Search work categories' });
    await expandGroup(user, 'Location');
    await expectClosesOnEscape(user, 'Area of operation', 'Leed', /^Leeds/);
    expect(screen.getByRole('button', { name: 'Reset' })).toBeVisible();
  });

  it('Escape closes the company search list (as before)', async () => {
    const { user } = await renderWithProviders(<LandingScreen />, { route: '/source-supplier' });
    const input = await screen.findByRole('combobox', { name: 'Supplier name or ID' });
    await user.type(input, 'zzqqxx');
    expect(await screen.findByText('No organisation matches your search.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('zzqqxx');
  });

  it('while suggestions load, the list says what loads and offers no option', async () => {
    server.use(
      http.post('*/mock-api/trades/ProductService/search', async () => {
        await delay(1500);
        // Nothing returned: the request falls through to the regular handler.
      }),
    );
    const { user } = await renderWithProviders(<LandingScreen />, { route: '/source-supplier' });
    await user.type(await screen.findByRole('combobox', { name: 'Search work categories' }), 'roof');
    expect(await screen.findByText('Loading work categories')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading filters')).not.toBeInTheDocument();
    expect(await screen.findByRole('option', { name: /Pitched Roofing/ })).toBeInTheDocument();
    expect(screen.queryByText('Loading work categories')).not.toBeInTheDocument();
  });
});

describe('type-aheads and the keyboard: filters page', () => {
  it('Escape closes the work categories and office located lists', async () => {
    const { user } = await renderWithProviders(<FiltersScreen />, { route: '/source-supplier/search-filters' });
    await screen.findByRole('combobox', { name: 'Search work categories' });
    await expectClosesOnEscape(user, 'Search work categories', 'roof', /Pitched Roofing/);
    await expandGroup(user, 'Location');
    await expectClosesOnEscape(user, 'Office located', 'Leed', /^Leeds/);
    await expectClosesOnEscape(user, 'Area of operation', 'York', /^York/);
  });
});
