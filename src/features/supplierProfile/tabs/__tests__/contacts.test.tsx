import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { renderApp } from '@/test/renderWithProviders';
import { dedupeContacts } from '../contacts/dedupeContacts';
import { AWKWARD_PROFILE_IDS, contacts, failing, gbWith } from './profileTabsKit';

const ID = AWKWARD_PROFILE_IDS.favourite;
const route = (id: number) => `/supplier/${id}/contacts`;
const DIRECTORY = { name: 'Company directory' };
const directory = () => screen.findByRole('table', DIRECTORY);
/** The names shown now, for waitFor to retry (a find inside waitFor would spend its whole wait on one attempt). */
const names = () => within(screen.getByRole('table', DIRECTORY)).getAllByRole('rowheader').map((cell) => cell.firstChild?.textContent);
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

describe('contacts tab (spec 02 §2.8)', () => {
  it('shows primary contact cards, favourites and the company directory with name and role, office, phone and email', async () => {
    await renderApp({ route: route(ID) });
    // The tab's own heading, shown like the other tabs' (issue 38), names the tab's region.
    const heading = await screen.findByRole('heading', { level: 2, name: 'Contacts' });
    expect(heading).not.toHaveClass('visually-hidden');
    expect(screen.getByRole('region', { name: 'Contacts' })).toContainElement(heading);
    const data = contacts(ID);
    const primary = await screen.findByRole('region', { name: 'Primary contacts' });
    const first = data.primaryContacts[0];
    const card = within(primary).getByRole('listitem', { name: first.keyContact });
    expect(within(card).getByText('Role').nextSibling).toHaveTextContent(first.role!);
    if (first.email) {
      const email = within(card).getByRole('link', { name: first.email });
      expect(email).toHaveAttribute('href', `mailto:${first.email}`);
      // A narrow card wraps the address before its '@', not in the middle of a word.
      expect(email.innerHTML).toContain('<wbr>@');
    }
    expect(screen.getByRole('region', { name: 'Favourites' })).toBeInTheDocument();
    const headers = within(await directory()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name and role', 'Office', 'Phone', 'Email']);
  });

  it('lists each directory contact once (same keyContact, role and email) and sorts by name, then descending', async () => {
    const { user } = await renderApp({ route: route(ID) });
    const entries = contacts(ID).companyDirectoryEntries;
    const unique = dedupeContacts(entries);
    expect(unique.length).toBeLessThan(entries.length); // the mock repeats one person on purpose
    const sorted = unique.map((c) => c.keyContact).sort(collator.compare);
    await waitFor(() => expect(names()).toEqual(sorted));
    await user.click(within(await directory()).getByRole('button', { name: /Name and role/ }));
    await waitFor(() => expect(names()).toEqual([...sorted].reverse()));
    expect(within(await directory()).getByRole('columnheader', { name: /Name and role/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('hides role and office in the Europe variant', async () => {
    await renderApp({ route: route(ID), config: gbWith({ europeVariant: true }) });
    const headers = within(await directory()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Phone', 'Email']);
    const primary = screen.getByRole('region', { name: 'Primary contacts' });
    expect(within(primary).queryByText('Role')).not.toBeInTheDocument();
    expect(within(primary).queryByText('Office')).not.toBeInTheDocument();
  });

  it('makes a mailto link only of an address that passes the email rule: no BCC from data (issue 34)', async () => {
    const data = contacts(ID);
    const hostile = 'a@b.com?bcc=x@evil';
    const primary = { ...data.primaryContacts[0], keyContact: 'Hostile Person', email: hostile };
    const listed = { ...data.primaryContacts[0], keyContact: 'Aaron Listed', email: 'aaron@example.com' };
    server.use(
      http.get('*/mock-api/supplier/supplierdetails/:id/contacts', () =>
        HttpResponse.json({ primaryContacts: [primary], favourites: [], companyDirectoryEntries: [primary, listed] }),
      ),
    );
    await renderApp({ route: route(ID) });
    const card = within(await screen.findByRole('region', { name: 'Primary contacts' })).getByRole('listitem', { name: 'Hostile Person' });
    expect(within(card).getByText('Email').nextSibling).toHaveTextContent(hostile);
    expect(within(card).queryByRole('link', { name: hostile })).not.toBeInTheDocument();
    const table = await directory();
    expect(within(table).getByText(hostile)).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: hostile })).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'aaron@example.com' })).toHaveAttribute('href', 'mailto:aaron@example.com');
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href') ?? '').not.toMatch(/bcc/i);
  });

  it('says so in each group for a supplier without contacts', async () => {
    await renderApp({ route: route(AWKWARD_PROFILE_IDS.noContacts) });
    expect(await screen.findByText('No primary contacts.')).toBeInTheDocument();
    expect(screen.getByText('No favourite contacts.')).toBeInTheDocument();
    expect(within(await directory()).getByText('No contacts in the company directory.')).toBeInTheDocument();
  });

  it('a failing contacts call says so with Try again, and Try again loads them', async () => {
    const call = failing('get', '*/mock-api/supplier/supplierdetails/:id/contacts');
    const { user } = await renderApp({ route: route(ID) });
    expect(await screen.findByRole('heading', { name: 'Contacts could not be loaded' })).toBeInTheDocument();
    call.heal();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await directory()).toBeInTheDocument();
  });
});
