import { act, screen, within } from '@testing-library/react';
import { getDb } from '../../../../mocks/db';
import { PERSONA_ORG_ACCOUNT_ID } from '@/platform/auth/personas';
import { renderApp, type RenderOptions } from '@/test/renderWithProviders';

export { AWKWARD_PROFILE_IDS, AWKWARD_HELD_REFERENCE } from '../../../../mocks/data/profile/awkwardProfiles';

/**
 * Supplier 100010: favourite from the start; the buyer's own reference NB-00010 (entity references);
 * its customer reference number CRN-100010 (its details).
 */
export const FAVOURITE = { id: 100010, name: "D'Arcy & O'Neill Roofing Ltd", reference: 'NB-00010', customerReferenceNumber: 'CRN-100010' };
/** Supplier 100004, suspended in Northbridge North from the start. */
export const SUSPENDED = {
  id: 100004,
  name: 'The Northern Counties Consolidated Mechanical, Electrical, Plumbing, Fire Protection and Building Services Maintenance Contractors (Holdings) Limited',
};
/** Supplier 100005 holds the reference NB-00005. */
export const HOLDER = { id: 100005, name: '=Equals Scaffolding Ltd', reference: 'NB-00005' };

/** The persona organisation holds no reference for the supplier (as if it had been removed). */
export function withoutReference(supplierId: number) {
  const db = getDb();
  db.references[PERSONA_ORG_ACCOUNT_ID] = { ...db.references[PERSONA_ORG_ACCOUNT_ID], [supplierId]: null };
}

/** Opens a supplier's profile and waits for its header. */
export async function openProfile(supplierId: number, name: string, { sub = 'notes', ...options }: RenderOptions & { sub?: string } = {}) {
  // The more-menu is a lazy chunk of its own: have it ready, as a buyer's browser has by the time they reach for it.
  await import('../header/ProfileMenu');
  const rendered = await renderApp({ ...options, route: `/supplier/${supplierId}/${sub}` });
  await screen.findByRole('heading', { level: 1, name });
  await act(async () => {});
  return rendered;
}

export const moreActions = () => screen.getByRole('button', { name: 'More actions' });
const findMoreActions = () => screen.findByRole('button', { name: 'More actions' });

/** The more-menu's items, in order. */
export async function menuItems(user: { click: (e: Element) => Promise<void> }) {
  await user.click(await findMoreActions());
  const menu = await screen.findByRole('menu');
  return within(menu).getAllByRole('menuitem').map((item) => item.textContent);
}

export async function pickMenuItem(user: { click: (e: Element) => Promise<void> }, name: string) {
  await user.click(await findMoreActions());
  await user.click(await screen.findByRole('menuitem', { name }));
}
