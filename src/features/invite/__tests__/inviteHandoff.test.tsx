import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type React from 'react';
import { browser } from '@/platform/browser';
import { AfterLateFeatures } from '@/test/AfterLateFeatures';
import { currentPath, renderApp, renderWithProviders } from '@/test/renderWithProviders';
import { InviteSupplierScreen } from '../InviteSupplierScreen';

/**
 * The invite screen as the mock platform's onboarding page: a hand-off (results "Invite supplier",
 * landing "Create new", a "Not registered yet" company) opens it with the hand-off's query.
 */
const late = (ui: React.ReactElement) => <AfterLateFeatures>{ui}</AfterLateFeatures>;
type User = Awaited<ReturnType<typeof renderWithProviders>>['user'];

const RESULTS = `${window.location.origin}/findsuppliers/source-supplier/search-results?sid=abc&page=2`;

const handoffRoute = (params: Record<string, string>) => `/invite-supplier?${new URLSearchParams(params).toString()}`;
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const selectButton = (label: string) => screen.getByRole('button', { name: new RegExp(`${label}$`) });

async function choose(user: User, label: string, option: string) {
  await user.click(await waitFor(() => selectButton(label)));
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => vi.restoreAllMocks());

describe('Invite Supplier screen opened by a hand-off', () => {
  it('chooses the handed-over unit and segment and fills in the company name and number', async () => {
    const route = handoffRoute({
      context: 'findSuppliersSearchResultsSupplierRowUpgrade',
      companyName: 'Brick & Co',
      companyNumber: '01234567',
      country: 'GB',
      orgUnitId: '2001',
      segmentId: '4002',
      backTo: RESULTS,
    });
    const { user } = await renderWithProviders(late(<InviteSupplierScreen />), { route });
    expect(await screen.findByText(/^Inviting Brick & Co: choose the organisation unit/)).toBeVisible();
    await waitFor(() => expect(selectButton('Segment')).toHaveTextContent('M62 Junction 24 improvement'));
    expect(selectButton('Organisation unit')).toHaveTextContent('Northbridge North');
    await choose(user, 'Stage', 'Expression of interest');
    await screen.findByRole('form', { name: 'Invitation' });
    expect(field('Company name')).toHaveValue('Brick & Co');
    expect(field('Companies House number')).toHaveValue('01234567');
  });

  it('ignores a unit that is not the buyer\'s and a number the field cannot hold', async () => {
    const route = handoffRoute({ context: 'findSuppliers', companyName: 'Bâtiments Lenoir', companyNumber: '552120222', orgUnitId: '9999' });
    const { user } = await renderWithProviders(late(<InviteSupplierScreen />), { route });
    await screen.findByText(/^Inviting Bâtiments Lenoir/);
    await waitFor(() => expect(selectButton('Organisation unit')).toHaveTextContent('Select an option'));
    await choose(user, 'Organisation unit', 'Northbridge North');
    await choose(user, 'Segment', 'M62 Junction 24 improvement');
    await choose(user, 'Stage', 'Expression of interest');
    await screen.findByRole('form', { name: 'Invitation' });
    expect(field('Company name')).toHaveValue('Bâtiments Lenoir');
    expect(field('Companies House number')).toHaveValue('');
  });

  /** Sends an invitation from a results hand-off with this backTo, then presses Go back. */
  async function sendThenGoBack(backTo: string) {
    const { user } = await renderWithProviders(late(<InviteSupplierScreen />), {
      route: handoffRoute({ context: 'findSuppliersSearchResults', orgUnitId: '2001', segmentId: '4002', backTo }),
    });
    await choose(user, 'Stage', 'Expression of interest');
    await user.type(await screen.findByRole('textbox', { name: /^Company name/ }), 'Harbour Roofing Ltd');
    await user.type(field('Contact first name'), 'Dana');
    await user.type(field('Contact last name'), 'Price');
    await user.type(field('Contact email'), 'dana@harbour-roofing.example');
    await user.type(field('Contact phone'), '020 7946 0958');
    await choose(user, 'Reason for invitation', 'Other');
    await user.type(field('Mobile number'), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await user.click(await screen.findByRole('button', { name: 'Go back' }));
  }

  it('go back without a previous page returns to the page the hand-off came from', async () => {
    const back = vi.spyOn(browser, 'back').mockImplementation(() => undefined);
    await sendThenGoBack(RESULTS);
    expect(back).toHaveBeenCalledWith('/source-supplier/search-results?sid=abc&page=2');
  });

  it('a backTo on another host is not followed (safeReturnUrl): go back falls back to the landing page', async () => {
    const back = vi.spyOn(browser, 'back').mockImplementation(() => undefined);
    await sendThenGoBack('https://elsewhere.example/findsuppliers/source-supplier');
    expect(back).toHaveBeenCalledWith('/source-supplier');
  });
});

describe('hand-offs on the mock platform', () => {
  it('"Create new" on the landing opens the invite screen with the typed company name', async () => {
    const { user } = await renderApp({ route: '/source-supplier' });
    await user.type(await screen.findByRole('combobox', { name: 'Supplier name or ID' }), 'Zzqx Unheard Of');
    expect(await screen.findByText('No organisation matches your search.')).toBeVisible();
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Create new' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite Supplier' })).toBeVisible();
    expect(await screen.findByText(/^Inviting Zzqx Unheard Of:/)).toBeVisible();
    const url = new URL(currentPath(), 'http://app');
    expect(url.pathname).toBe('/invite-supplier');
    expect(url.searchParams.get('context')).toBe('findSuppliers');
    expect(url.searchParams.get('country')).toBe('GB');
  });
});
