import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderWithProviders, type RenderOptions } from '@/test/renderWithProviders';
import { FiltersScreen } from '../FiltersScreen';

export const FILTERS_ROUTE = '/source-supplier/search-filters';

/** The filters page with its reference data loaded. */
export async function openFiltersPage(options: RenderOptions = {}) {
  const view = await renderWithProviders(<FiltersScreen />, { route: FILTERS_ROUTE, ...options });
  await screen.findByRole('combobox', { name: 'Search work categories' });
  return view;
}

export async function pickWorkCategory(user: UserEvent, text: string, option: RegExp) {
  await user.type(await screen.findByRole('combobox', { name: 'Search work categories' }), text);
  await user.click(await screen.findByRole('option', { name: option }));
}

export async function expandGroup(user: UserEvent, name: string) {
  const trigger = screen.getByRole('button', { name });
  if (trigger.getAttribute('aria-expanded') !== 'true') await user.click(trigger);
}
