import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { browser } from '@/platform/browser';
import { currentPath } from '@/test/renderWithProviders';
import { AWKWARD_OFF_PLATFORM } from '../../../../mocks/data/profile/awkwardProfiles';
import { renderApp } from '@/test/renderWithProviders';
import { FAVOURITE, SUSPENDED, openProfile, pickMenuItem } from './profileTestKit';

afterEach(() => vi.restoreAllMocks());

const list = (name: 'Active' | 'Suspended') => screen.getByRole('list', { name });
const listed = (name: 'Active' | 'Suspended') => within(list(name)).getAllByRole('listitem').map((li) => li.firstChild?.textContent);

describe('suspension (spec 02 §4)', () => {
  it('manage: moves units between the lists, Save only after a change, confirm, toast, flag', async () => {
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    expect(screen.queryByText('Suspended', { selector: 'span' })).not.toBeInTheDocument();
    await pickMenuItem(user, 'Manage suspension');
    const dialog = await screen.findByRole('dialog', { name: 'Manage suspension' });
    await waitFor(() => expect(listed('Active')).toEqual(['Northbridge Infrastructure', 'Northbridge North', 'Northbridge South']));
    expect(within(dialog).getByText('Not suspended in any organisation unit')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    // The search filters only above 2 characters, case-insensitively.
    const search = within(dialog).getByRole('searchbox', { name: 'Search organisation units' });
    await user.type(search, 'So');
    expect(listed('Active')).toHaveLength(3);
    await user.type(search, 'U');
    expect(listed('Active')).toEqual(['Northbridge South']);
    await user.clear(search);

    await user.click(within(dialog).getByRole('button', { name: 'Suspend in Northbridge North' }));
    expect(listed('Suspended')).toEqual(['Northbridge North']);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Suspension saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Suspended', { selector: 'span' })).toBeInTheDocument();
  });

  it('releasing the only unit unsuspends the supplier and clears the flag', async () => {
    const { user } = await openProfile(SUSPENDED.id, SUSPENDED.name);
    expect(screen.getByText('Suspended', { selector: 'span' })).toBeInTheDocument();
    await pickMenuItem(user, 'Manage suspension');
    await screen.findByRole('dialog', { name: 'Manage suspension' });
    await user.click(await screen.findByRole('button', { name: 'Unsuspend in Northbridge North' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Suspension saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Suspended', { selector: 'span' })).not.toBeInTheDocument());
  });

  it('a failed save says "Suspension Failed: An error occurred updating this supplier\'s suspension."', async () => {
    server.use(http.post('*/mock-api/accountRecords/suppliers/:id/suspensions', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Manage suspension');
    await user.click(await screen.findByRole('button', { name: 'Suspend in Northbridge South' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText("Suspension Failed: An error occurred updating this supplier's suspension.")).toBeInTheDocument();
  });

  it('without supplychain:approver, Save shows the permission-denied notice', async () => {
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name, { withoutPermissions: ['supplychain:approver'] });
    await pickMenuItem(user, 'Manage suspension');
    await user.click(await screen.findByRole('button', { name: 'Suspend in Northbridge South' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const denied = await screen.findByRole('dialog', { name: 'Unable to Change Account Status' });
    expect(within(denied).getByText('You currently do not have permission to suspend or unsuspend accounts')).toBeInTheDocument();
  });

  it('without supplychain:suspend-supplier only the view modal, listing the suspended units', async () => {
    const { user } = await openProfile(SUSPENDED.id, SUSPENDED.name, { withoutPermissions: ['supplychain:suspend-supplier'] });
    await pickMenuItem(user, 'View suspension');
    const dialog = await screen.findByRole('dialog', { name: 'View suspension' });
    await waitFor(() => expect(listed('Suspended')).toEqual(['Northbridge North']));
    expect(within(dialog).queryByRole('button', { name: /Unsuspend/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('units that fail to load say so with Try again', async () => {
    let fail = true;
    server.use(http.get('*/mock-api/accountRecords/suppliers/:id/suspended-org-units', () => (fail ? HttpResponse.json({}, { status: 503 }) : undefined)));
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Manage suspension');
    expect(await screen.findByRole('heading', { name: 'The organisation units could not be loaded' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Active' })).toBeInTheDocument();
  });
});

describe('downloads', () => {
  it('certificates: only compliant ones download; one click per 2000 ms', async () => {
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => undefined);
    server.use(
      http.get('*/mock-api/certificates/organisations/:id/certificates', () =>
        HttpResponse.json([
          { name: 'Gold', isCompliant: true, goalReference: 'G1', status: 'Verified', expiryDate: '2027-01-31', downloadUrl: '/files/1/1/G1.pdf' },
          { name: 'SSIP', isCompliant: false, goalReference: 'S1', status: 'Not Verified', expiryDate: null, downloadUrl: '/files/1/2/S1.pdf' },
        ]),
      ),
    );
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Download certificates');
    const dialog = await screen.findByRole('dialog', { name: 'Download certificates' });
    expect(await within(dialog).findByRole('button', { name: 'Download SSIP' })).toBeDisabled();
    const gold = within(dialog).getByRole('button', { name: 'Download Gold' });
    await user.click(gold);
    await user.click(gold);
    await user.click(within(dialog).getByRole('button', { name: 'Download all' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith(expect.any(Blob), 'G1.pdf');
  });

  it('certificates: Download all is disabled when none is compliant; a failed load says so with Try again', async () => {
    let fail = true;
    server.use(
      http.get('*/mock-api/certificates/organisations/:id/certificates', () =>
        fail
          ? HttpResponse.json({}, { status: 500 })
          : HttpResponse.json([{ name: 'SSIP', isCompliant: false, goalReference: 'S1', status: 'Not Verified', expiryDate: null, downloadUrl: '/x' }]),
      ),
    );
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Download certificates');
    expect(await screen.findByRole('heading', { name: 'The certificates could not be loaded' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Download SSIP' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download all' })).toBeDisabled();
  });

  it('compliance statement: fetched, downloaded from its downloadUrl without the version prefix', async () => {
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => undefined);
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => void urls.push(new URL(request.url).pathname));
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Download compliance statement');
    expect(await screen.findByText('Compliance statement downloaded')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(expect.any(Blob), `ComplianceStatement_${FAVOURITE.id}.pdf`);
    expect(urls).toContain(`/mock-api/complianceStatement/compliancestatement/detailed/${FAVOURITE.id}/1`);
    expect(urls).toContain(`/mock-api/complianceStatement/files/compliance-statements/${FAVOURITE.id}-1.pdf`);
    server.events.removeAllListeners();
  });

  it('compliance statement: a failure says so', async () => {
    server.use(http.get('*/mock-api/complianceStatement/compliancestatement/detailed/:id/:lang', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Download compliance statement');
    expect(await screen.findByText('The compliance statement could not be downloaded.')).toBeInTheDocument();
  });
});

describe('limited off-platform profile (spec 02 §2.15)', () => {
  it('shows the public details and hands the company to the invite page', async () => {
    const { user } = await renderApp({ route: `/supplier/${AWKWARD_OFF_PLATFORM.id}` });
    expect(await screen.findByRole('heading', { level: 1, name: AWKWARD_OFF_PLATFORM.companyName })).toBeInTheDocument();
    const record = screen.getByRole('region', { name: 'Company register record' });
    expect(within(record).getByText(AWKWARD_OFF_PLATFORM.vatNumber)).toBeInTheDocument();
    expect(within(record).getByText('Wakefield, WF1 2AB')).toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: 'Supplier profile' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite supplier' }));
    await waitFor(() => expect(currentPath()).toMatch(/^\/invite-supplier\?/));
    const query = new URLSearchParams(currentPath().split('?')[1]);
    expect(Object.fromEntries(query)).toMatchObject({
      context: 'findSuppliersSupplierProfile',
      companyName: AWKWARD_OFF_PLATFORM.companyName,
      country: 'GB',
      companyNumber: AWKWARD_OFF_PLATFORM.companyId,
      sourceId: AWKWARD_OFF_PLATFORM.sourceId,
      sourceSystem: AWKWARD_OFF_PLATFORM.sourceSystem,
    });
  });

  it.each([
    ['the invite flags off', { flags: { inviteSupplierCtaEnabled: false, isInviteFromSupplierProfileEnabled: false } }],
    ['a read-only buyer', { persona: 'readonly-sourcing' as const }],
    ['a buyer without onboarding:access', { persona: 'no-onboarding' as const }],
  ])('no invite action for %s', async (_who, options) => {
    await renderApp({ route: `/supplier/${AWKWARD_OFF_PLATFORM.id}`, ...options });
    await screen.findByRole('heading', { level: 1, name: AWKWARD_OFF_PLATFORM.companyName });
    expect(screen.queryByRole('button', { name: 'Invite supplier' })).not.toBeInTheDocument();
  });

  it('an unknown company says so; a failing load offers Try again', async () => {
    await renderApp({ route: '/supplier/CompaniesHouse-00000000' });
    expect(await screen.findByRole('heading', { name: 'This company could not be found' })).toBeInTheDocument();
  });
});
