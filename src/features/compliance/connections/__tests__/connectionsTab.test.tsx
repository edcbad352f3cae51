import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { currentPath, renderApp } from '@/test/renderWithProviders';
import { AWKWARD_CONNECTION_IDS, BUYER_CONNECTIONS, ENTITY_POLICY_STATUS, connection, connectionsOf, warmUpConnections } from './connectionsKit';

const MANY = AWKWARD_CONNECTION_IDS.manyConnections;
const route = (id: number) => `/supplier/${id}/connections`;
const table = () => screen.findByRole('table', { name: 'Your connections with this supplier' });
const rowsOf = async () => within(await table()).getAllByRole('row').slice(1);

beforeAll(warmUpConnections, 45_000);

describe('Your Connections tab (spec 03 §2, spec 02 §2.3)', () => {
  it('lists every connection: verified icon, grouping name with its organisation unit, type, verified or not, and View', async () => {
    const expected = connectionsOf(MANY);
    expect(expected.length).toBeGreaterThan(6);
    await renderApp({ route: route(MANY) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your Connections' })).toBeInTheDocument();
    const t = await table();
    expect(within(t).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['Verified', 'Connection', 'Type', 'Status', 'View']);
    const rows = await rowsOf();
    expect(rows).toHaveLength(expected.length);
    expected.forEach((c, i) => {
      const row = rows[i];
      expect(within(row).getByRole('rowheader')).toHaveTextContent(`${c.groupingName}${c.orgUnitName}`);
      expect(row).toHaveTextContent(c.isVerified ? 'Verified' : 'Not verified');
      // Issue 37 item 13: a project opens its project connection view; any other grouping its focused view.
      const href = c.groupingType === 'Project' ? `/supplier/${MANY}/project-connection/${c.groupingId}` : `/supplier/${MANY}/connections/${c.groupingId}`;
      expect(within(row).getByRole('link', { name: `View ${c.groupingName} – ${c.orgUnitName}` })).toHaveAttribute('href', href);
    });
    expect(rows.some((r) => r.textContent?.includes('Project'))).toBe(true);
  });

  it('shows "Check against a policy" below the table once the table is there, so the table never pushes it down', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get(BUYER_CONNECTIONS, async () => {
      await answered;
      return HttpResponse.json({ connections: connectionsOf(MANY) });
    }));
    await renderApp({ route: route(MANY) });
    expect(await screen.findByRole('progressbar', { name: 'Loading connections' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check against a policy' })).not.toBeInTheDocument();
    answer();
    await table();
    expect(await screen.findByRole('button', { name: 'Check against a policy' })).toBeVisible();
  });

  it('labels the type from the lowercase group type with spaces removed; an unknown type shows as given', async () => {
    server.use(http.get(BUYER_CONNECTIONS, () => HttpResponse.json({ connections: [
      connection({ groupingId: 1, groupingType: 'Shared Profile' }),
      connection({ groupingId: 2, groupingType: 'ISLAND MARKETPLACE' }),
      connection({ groupingId: 3, groupingType: 'Consortium' }),
    ] })));
    await renderApp({ route: route(MANY), language: 'fr' });
    const rows = await within(await screen.findByRole('table', { name: 'Vos connexions avec ce fournisseur' })).findAllByRole('row');
    const types = rows.slice(1).map((r) => within(r).getAllByRole('cell')[1].textContent);
    expect(types).toEqual(['Profil partagé', 'Place de marché insulaire', 'Consortium']);
  });

  it('says so when the supplier is in none of the organisation’s connections', async () => {
    await renderApp({ route: route(AWKWARD_CONNECTION_IDS.noConnections) });
    expect(await screen.findByRole('heading', { name: "This supplier is not in any of your organisation's connections." })).toBeInTheDocument();
  });

  it('a failed load shows the error panel; Try again loads the table', async () => {
    let fail = true;
    server.use(http.get(BUYER_CONNECTIONS, () => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined)));
    const { user } = await renderApp({ route: route(MANY) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry something went wrong try again later');
    expect(alert).toHaveTextContent('Request has failed with status code: 500');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await rowsOf()).toHaveLength(connectionsOf(MANY).length);
  });

  it('View on a project row opens the project connection view: verified only when the project compliance status is 2', async () => {
    const project = connectionsOf(MANY).find((c) => c.groupingType === 'Project' && c.groupingId === 9101)!;
    server.use(http.get(ENTITY_POLICY_STATUS, () => HttpResponse.json({ compliancePolicyStatus: 1 })));
    const { user } = await renderApp({ route: route(MANY) });
    await user.click(await screen.findByRole('link', { name: `View ${project.groupingName} – ${project.orgUnitName}` }));
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${MANY}/project-connection/9101`));
    expect(await screen.findByRole('heading', { level: 2, name: project.groupingName })).toBeInTheDocument();
    const status = (await screen.findByText('Partially met')).parentElement!;
    expect(within(status).getByText('Not verified')).toBeInTheDocument();
  });

  it('a project without a complianceId shows the project view’s error when opened from the tab', async () => {
    const project = connectionsOf(MANY).find((c) => c.groupingId === 9102)!;
    const { user } = await renderApp({ route: route(MANY) });
    await user.click(await screen.findByRole('link', { name: `View ${project.groupingName} – ${project.orgUnitName}` }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This project has no compliance policy, so there is nothing to check this supplier against.');
  });

  it('a project reached by the generic connection address moves to its project connection view', async () => {
    await renderApp({ route: `/supplier/${MANY}/connections/9101` });
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${MANY}/project-connection/9101`));
    expect(await screen.findByText('Policy: Station works: principal contractor')).toBeInTheDocument();
  });

  it('View opens the focused connection', async () => {
    const first = connectionsOf(MANY).find((c) => c.groupingType !== 'Project')!;
    const { user } = await renderApp({ route: route(MANY) });
    await user.click(await screen.findByRole('link', { name: `View ${first.groupingName} – ${first.orgUnitName}` }));
    expect(await screen.findByRole('heading', { level: 2, name: first.groupingName })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${MANY}/connections/${first.groupingId}`));
  });
});
