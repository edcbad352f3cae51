import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { renderApp } from '@/test/renderWithProviders';
import { DETAILS_LIST, ENTITY_POLICY_STATUS, policyRowsOf, warmUpConnections } from './connectionsKit';

const ID = 100010;
const route = (projectId: number) => `/supplier/${ID}/project-connection/${projectId}`;
/** Mock projects (mocks/data/compliance/connections.ts): 9101 has policy 601, 9102 has no complianceId, 9106's policy does not exist. */
const WITH_POLICY = 9101;
const WITHOUT_POLICY = 9102;
const MISSING_POLICY = 9106;

beforeAll(warmUpConnections, 45_000);

describe('Project connection (spec 03 §2, §4)', () => {
  it('shows the project name, its policy, the status and the policy’s requirements', async () => {
    server.use(http.get(ENTITY_POLICY_STATUS, () => HttpResponse.json({ compliancePolicyStatus: 2 })));
    await renderApp({ route: route(WITH_POLICY) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Leeds Station Southern Entrance' })).toBeInTheDocument();
    // A project connection is one of the supplier's connections: that tab is the current one.
    expect(screen.getByRole('tab', { name: 'Your Connections' })).toHaveAttribute('aria-selected', 'true');
    const status = (await screen.findByText('Compliant')).parentElement!;
    expect(within(status).getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Policy: Station works: principal contractor')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Requirements of Leeds Station Southern Entrance' });
    const names = policyRowsOf(ID, 601).map((r) => r.requirementName);
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(policyRowsOf(ID, 601).map((r) => `${r.requirementName}${r.groupName}`));
    expect(within(table).getByRole('link', { name: `View ${names[0]}` }))
      .toHaveAttribute('href', `/supplier/${ID}/connections/requirement/${policyRowsOf(ID, 601)[0].requirementId}?buyerConnection=true`);
  });

  it.each([
    [1, 'Partially met'],
    [0, 'Not compliant'],
  ])('is not verified unless the project compliance status is 2 (status %i)', async (statusId, text) => {
    server.use(http.get(ENTITY_POLICY_STATUS, () => HttpResponse.json({ compliancePolicyStatus: statusId })));
    await renderApp({ route: route(WITH_POLICY) });
    const status = (await screen.findByText(text)).parentElement!;
    expect(within(status).getByText('Not verified')).toBeInTheDocument();
    expect(within(status).queryByText('Verified')).not.toBeInTheDocument();
  });

  it('a project without a complianceId shows the error, without asking for a policy', async () => {
    let asked = 0;
    server.use(http.get(DETAILS_LIST, () => { asked += 1; return undefined; }));
    await renderApp({ route: route(WITHOUT_POLICY) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Wakefield Eastern Relief Road' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: "This project's compliance could not be shown" })).toBeInTheDocument();
    expect(alert).toHaveTextContent('This project has no compliance policy, so there is nothing to check this supplier against.');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('any failing call shows the error with Try again (a policy that is not found)', async () => {
    await renderApp({ route: route(MISSING_POLICY) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This project's compliance could not be shown");
    expect(alert).toHaveTextContent('Sorry something went wrong try again later (Request has failed with status code: 404)');
  });

  it('Try again after a failed status call shows the project’s compliance', async () => {
    let fail = true;
    server.use(http.get(ENTITY_POLICY_STATUS, () => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json({ compliancePolicyStatus: 2 }))));
    const { user } = await renderApp({ route: route(WITH_POLICY) });
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Compliant')).toBeInTheDocument();
  });

  it('an unknown project shows the error', async () => {
    await renderApp({ route: route(1) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Request has failed with status code: 404');
    expect(screen.getByRole('heading', { level: 2, name: 'Project connection' })).toBeInTheDocument();
  });
});
