import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Permission } from '@/platform/auth/permissions';
import { browser } from '@/platform/browser';
import { currentPath } from '@/test/renderWithProviders';
import { testConfig } from '@/test/testConfig';
import { parseConfig } from '@/platform/config';
import rawConfig from '../../../../public/config.json';
import { PRINT_DIALOG_DELAY_MS } from '../print/printDelay';
import { FAVOURITE, menuItems, moreActions, openProfile, pickMenuItem, withoutReference } from './profileTestKit';
import { argsKey, selectEntry } from '@/platform/resource';
import { supplierReference } from '@/services/entityReferences/referenceResources';

afterEach(() => vi.restoreAllMocks());

/** The header's facts as label → value pairs, in order. */
function headerFacts() {
  const header = screen.getByRole('heading', { level: 1, name: FAVOURITE.name }).closest('header')!;
  const terms = within(header).getAllByRole('term').map((term) => term.textContent);
  const values = within(header).getAllByRole('definition').map((value) => value.textContent);
  return terms.map((term, index) => [term, values[index]]);
}

const referenceStatus = (state: unknown) => selectEntry(supplierReference.name, argsKey({ supplierId: FAVOURITE.id }))(state as never).status;

const fact = (label: string) => headerFacts().find(([term]) => term === label)?.[1];

/** Replaces the buyer's reference through the header's menu and saves it. */
async function editReference(user: UserEvent, value: string) {
  await pickMenuItem(user, 'Edit reference');
  const dialog = await screen.findByRole('dialog', { name: 'Edit reference' });
  const field = within(dialog).getByRole('textbox', { name: 'Reference' });
  await waitFor(() => expect(field).toHaveValue(FAVOURITE.reference));
  await user.clear(field);
  await user.type(field, value);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}

describe('customer reference number and the buyer’s own reference (issue 37 item 3)', () => {
  it('the header shows each from its own source: the supplier’s details and the buyer’s entity reference', async () => {
    await openProfile(FAVOURITE.id, FAVOURITE.name);
    expect(fact('Customer reference number')).toBe(FAVOURITE.customerReferenceNumber);
    await waitFor(() => expect(fact('Your reference')).toBe(FAVOURITE.reference));
  });

  it('changing the buyer’s reference changes "Your reference" only; the customer reference number stays', async () => {
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await editReference(user, 'MINE-1');
    await waitFor(() => expect(fact('Your reference')).toBe('MINE-1'));
    expect(fact('Customer reference number')).toBe(FAVOURITE.customerReferenceNumber);
  });

  it('a reference with several spaces inside shows them all, as typed', async () => {
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await editReference(user, 'AB   12');
    await waitFor(() => expect(fact('Your reference')).toBe('AB   12'));
    // HTML collapses runs of spaces unless the value's own element keeps them.
    const value = screen.getAllByRole('definition').find((element) => element.textContent === 'AB   12')!;
    expect(value).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });

  it('with no reference of the buyer’s, the customer reference number still shows and the menu offers Add reference', async () => {
    withoutReference(FAVOURITE.id);
    const { user, store } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    expect(fact('Customer reference number')).toBe(FAVOURITE.customerReferenceNumber);
    await waitFor(() => expect(referenceStatus(store.getState())).toBe('loaded'));
    expect(fact('Your reference')).toBeUndefined();
    expect(await menuItems(user)).toContain('Add reference');
  });

  it('the print view shows both, each labelled for what it is', async () => {
    await openProfile(FAVOURITE.id, FAVOURITE.name, { sub: 'print' });
    expect(screen.getByText(`Customer reference number: ${FAVOURITE.customerReferenceNumber}`)).toBeInTheDocument();
    expect(await screen.findByText(`Your reference: ${FAVOURITE.reference}`)).toBeInTheDocument();
  });
});

describe('configurable supplier details in the header (spec 02 §2.5, issue 37 item 4)', () => {
  it('GB lists the company number in its wording and Member since, after location and the references', async () => {
    await openProfile(FAVOURITE.id, FAVOURITE.name, { community: 'GB', language: 'en' });
    await waitFor(() => expect(fact('Your reference')).toBe(FAVOURITE.reference));
    expect(headerFacts().map(([term]) => term)).toEqual([
      'Location', 'Customer reference number', 'Your reference', 'Companies House number', 'Member since',
    ]);
    expect(fact('Member since')).toMatch(/^\d\d\/\d\d\/\d{4}$/);
  });

  it('a Europe community’s list adds the VAT number', async () => {
    await openProfile(FAVOURITE.id, FAVOURITE.name, { community: 'FR', language: 'en' });
    await waitFor(() => expect(fact('Your reference')).toBe(FAVOURITE.reference));
    const terms = headerFacts().map(([term]) => term);
    expect(terms.slice(-2)).toEqual(['VAT number', 'Member since']);
    expect(fact('VAT number')).toMatch(/\S/);
  });
});

describe('header details from config.json (spec 02 §2.5, issue 38)', () => {
  it('a community’s headerDetails list replaces its default, in its order; an unknown name is left out with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const raw = structuredClone(rawConfig) as { communities: Record<string, Record<string, unknown>> };
    raw.communities.GB.headerDetails = ['vatNumber', 'noSuchDetail', 'companyNumber'];
    const parsed = parseConfig(raw);
    if (!parsed.ok) throw new Error(parsed.key);
    await openProfile(FAVOURITE.id, FAVOURITE.name, { community: 'GB', language: 'en', config: parsed.config });
    await waitFor(() => expect(fact('Your reference')).toBe(FAVOURITE.reference));
    expect(headerFacts().map(([term]) => term)).toEqual([
      'Location', 'Customer reference number', 'Your reference', 'VAT number', 'Companies House number',
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"noSuchDetail"'));
  });
});

describe('the more-menu (spec 02 §2.5, issue 37 item 5)', () => {
  it('offers Add to supply chain, which opens the shared dialog for this supplier', async () => {
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Add to supply chain');
    const dialog = await screen.findByRole('dialog', { name: 'Add to supply chain' });
    expect(within(dialog).getByText(FAVOURITE.name, { exact: false })).toBeInTheDocument();
  });

  it('Print profile goes to the print view and opens the print dialog after the delay', async () => {
    const print = vi.spyOn(browser, 'print').mockImplementation(() => undefined);
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await user.click(moreActions());
    const item = await screen.findByRole('menuitem', { name: 'Print profile' });
    const chosen = Date.now();
    await user.click(item);
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${FAVOURITE.id}/print`), { timeout: 5000 });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: PRINT_DIALOG_DELAY_MS + 8000 });
    expect(Date.now() - chosen).toBeGreaterThanOrEqual(PRINT_DIALOG_DELAY_MS - 50);
  });

  it('where print is not offered, Ctrl+P is the browser’s own: no print view, no print entry', async () => {
    const config = testConfig();
    config.communities.GB.profile = { print: false };
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name, { community: 'GB', config });
    expect(await menuItems(user)).not.toContain('Print profile');
    await user.keyboard('{Escape}');
    let notPrevented = true;
    act(() => {
      notPrevented = fireEvent.keyDown(window, { key: 'p', ctrlKey: true });
    });
    expect(notPrevented).toBe(true);
    expect(currentPath()).toBe(`/supplier/${FAVOURITE.id}/notes`);
  });
});

describe('add-reference and edit-reference are two permissions (spec 02 §6, issue 37 item 6)', () => {
  const cases: { who: string; without: Permission; hasReference: boolean; item: string | null }[] = [
    { who: 'add only, a reference exists', without: 'suppliersourcing:edit-reference', hasReference: true, item: null },
    { who: 'add only, no reference', without: 'suppliersourcing:edit-reference', hasReference: false, item: 'Add reference' },
    { who: 'edit only, a reference exists', without: 'suppliersourcing:add-reference', hasReference: true, item: 'Edit reference' },
    { who: 'edit only, no reference', without: 'suppliersourcing:add-reference', hasReference: false, item: null },
  ];
  it.each(cases)('$who', async ({ without, hasReference, item }) => {
    if (!hasReference) withoutReference(FAVOURITE.id);
    const { user, store } = await openProfile(FAVOURITE.id, FAVOURITE.name, { withoutPermissions: [without] });
    await waitFor(() => expect(referenceStatus(store.getState())).toBe('loaded'));
    const items = await menuItems(user);
    const referenceItems = items.filter((label) => label === 'Add reference' || label === 'Edit reference');
    expect(referenceItems).toEqual(item ? [item] : []);
  });
});
