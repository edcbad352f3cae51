import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderWithProviders, type RenderOptions } from '@/test/renderWithProviders';
import { FiltersScreen } from '../FiltersScreen';

export const FILTERS_ROUTE = '/source-supplier/search-filters';
/**
 * Kept for the tests that pass it; it no longer shortens anything: findBy and waitFor wait up to
 * the one limit set in src/test/setup.ts (a 3 s limit failed these tests on a busy machine).
 */
export const slow = {};

/** The filters page with its reference data loaded. */
export async function openFiltersPage(options: RenderOptions = {}) {
  const view = await renderWithProviders(<FiltersScreen />, { route: FILTERS_ROUTE, ...options });
  await screen.findByRole('combobox', { name: 'Search work categories' }, slow);
  return view;
}

export async function pickWorkCategory(user: UserEvent, text: string, option: RegExp) {
  await user.type(screen.getByRole('combobox', { name: 'Search work categories' }), text);
  await user.click(await screen.findByRole('option', { name: option }, slow));
}

export async function expandGroup(user: UserEvent, name: string) {
  const trigger = screen.getByRole('button', { name });
  if (trigger.getAttribute('aria-expanded') !== 'true') await user.click(trigger);
}
