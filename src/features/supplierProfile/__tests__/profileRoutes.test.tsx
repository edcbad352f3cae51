import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { AWKWARD_PROFILE_IDS } from '../../../../mocks/data/profile/awkwardProfiles';
import { currentPath, renderApp } from '@/test/renderWithProviders';
import { profileTabBar } from '@/test/profileTabBar';
import { testConfig } from '@/test/testConfig';

const ID = AWKWARD_PROFILE_IDS.favourite;
const NAME = "D'Arcy & O'Neill Roofing Ltd";

const tabBar = profileTabBar;

describe('supplier profile routes (spec 02 §2.1–§2.3)', () => {
  it('the bare path opens the overview under the supplier header and tab bar', async () => {
    await renderApp({ route: `/supplier/${ID}` });
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/overview`));
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    expect(within(await tabBar()).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows every always-shown tab as a link to its route, in the spec order', async () => {
    await renderApp({ route: `/supplier/${ID}/notes` });
    const links = within(await tabBar()).getAllByRole('tab');
    expect(links.map((l) => l.textContent)).toEqual([
      'Overview', 'Issues', 'Summary', 'Compliance', 'Work Categories', 'Your Connections', 'Documents', 'Notes',
      'Custom Fields', 'Contacts', 'Reminder History', 'Risk Analytics', 'Risk Radar',
    ]);
    expect(within(await tabBar()).getByRole('tab', { name: 'Custom Fields' })).toHaveAttribute('href', `/supplier/${ID}/custom-fields`);
    expect(within(await tabBar()).getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a failing supplier load says so with Try again, and Try again loads it', async () => {
    let fail = true;
    server.use(
      http.get('*/mock-api/supplier/supplierdetails/:id', () => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined)),
    );
    const { user } = await renderApp({ route: `/supplier/${ID}/overview` });
    expect(await screen.findByRole('heading', { name: 'This supplier could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Request has failed with status code: 500')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
  });

  it('an unknown supplier says there is no such supplier, and offers a new search instead of asking again', async () => {
    const { user } = await renderApp({ route: '/supplier/999999999/overview' });
    expect(await screen.findByText('There is no supplier with this id.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Start a new search' }));
    await waitFor(() => expect(currentPath()).toBe('/source-supplier'));
  });

  it('an unmatched path below the overview opens the overview, carrying returnUrl along', async () => {
    await renderApp({ route: `/supplier/${ID}/overview/no-such-thing?returnUrl=%2Ffindsuppliers%2Fsource-supplier&x=1` });
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/overview?returnUrl=%2Ffindsuppliers%2Fsource-supplier`));
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
  });

  it('any other unmatched path opens the overview too, carrying returnUrl along', async () => {
    await renderApp({ route: `/supplier/${ID}/no-such-tab?returnUrl=%2Ffindsuppliers%2Fsource-supplier` });
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/overview?returnUrl=%2Ffindsuppliers%2Fsource-supplier`));
    expect(screen.queryByRole('heading', { name: 'Not yet implemented' })).not.toBeInTheDocument();
  });

  it('/reporting goes to the risk analytics summary', async () => {
    await renderApp({ route: `/supplier/${ID}/reporting` });
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/risk-analytics-summary`));
    expect(await screen.findByRole('heading', { level: 2, name: 'Risk Analytics' })).toBeInTheDocument();
  });

  it('risk analytics without suppliersourcing:riskanalytics: no tab, and the route goes to the profile root', async () => {
    await renderApp({ route: `/supplier/${ID}/risk-analytics-summary`, withoutPermissions: ['suppliersourcing:riskanalytics'] });
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/overview`));
    expect(within(await tabBar()).queryByRole('tab', { name: 'Risk Analytics' })).not.toBeInTheDocument();
  });

  it('risk radar without suppliersourcing:riskinformation shows the lock panel in its tab', async () => {
    await renderApp({ route: `/supplier/${ID}/risk-analytics-detail`, withoutPermissions: ['suppliersourcing:riskinformation'] });
    expect(await screen.findByRole('region', { name: 'Restricted content' })).toBeInTheDocument();
  });

  it('risk radar without the permission and without its tab goes to the profile root', async () => {
    const config = testConfig();
    config.communities.GB.profile = { riskRadarTab: false };
    await renderApp({ route: `/supplier/${ID}/risk-analytics-detail`, config, withoutPermissions: ['suppliersourcing:riskinformation'] });
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/overview`));
  });

  it('a tab the community hides is neither in the bar nor routed', async () => {
    const config = testConfig();
    config.communities.GB.profile = { contactsTab: false };
    await renderApp({ route: `/supplier/${ID}/contacts`, config });
    expect(await screen.findByRole('heading', { name: 'Not yet implemented' })).toBeInTheDocument();
    expect(within(await tabBar()).queryByRole('tab', { name: 'Contacts' })).not.toBeInTheDocument();
  });

  it('reminder history needs the supplier-reminders flag', async () => {
    await renderApp({ route: `/supplier/${ID}/reminder-history`, flags: { supplierRemindersEnabled: false } });
    expect(await screen.findByRole('heading', { name: 'Not yet implemented' })).toBeInTheDocument();
    expect(within(await tabBar()).queryByRole('tab', { name: 'Reminder History' })).not.toBeInTheDocument();
  });

  it('compliance says "Not yet implemented" when the compliance tab feature is off, keeping its tab', async () => {
    await renderApp({ route: `/supplier/${ID}/compliance`, flags: { complianceTabEnabled: false } });
    expect(await screen.findByRole('heading', { name: 'Not yet implemented' })).toBeInTheDocument();
    expect(within(await tabBar()).getByRole('tab', { name: 'Compliance' })).toBeInTheDocument();
  });

  it('the Issues tab carries an alert when consult notices exist', async () => {
    await renderApp({ route: `/supplier/${AWKWARD_PROFILE_IDS.consultNotices}/overview` });
    expect(within(await tabBar()).getByRole('tab', { name: 'Issues (3 consult notices)' })).toBeInTheDocument();
  });

  it('a public-redirect path looks up the supplier, then opens its summary', async () => {
    await renderApp({ route: `/supplier/public-redirect?url=https%3A%2F%2Fprofiles.example%2Fd-arcy-o-neill-roofing-ltd-${ID}` });
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/summary`));
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
  });
});
