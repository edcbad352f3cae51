import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { currentPath, renderApp } from '@/test/renderWithProviders';
import { BUYER_CONNECTIONS, DETAILS_LIST, connection, warmUpConnections } from './connectionsKit';
import { requirementRow } from './rows';

const ID = 100010;
const GROUPING = 4001;
const route = (path = '') => `/supplier/${ID}/connections/${GROUPING}${path}`;

/** One connection (goal 101, policy 1) whose goal lists 1 and 2 and whose policy lists 2 (again) and 5. */
function stubConnection() {
  const asked: string[] = [];
  server.use(
    http.get(BUYER_CONNECTIONS, () => HttpResponse.json({ connections: [connection({ groupingId: GROUPING, isVerified: true })] })),
    http.get(DETAILS_LIST, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      if (url.searchParams.get('goalId') === '101') {
        return HttpResponse.json({ items: [
          requirementRow(1, { requirementName: 'Company identity and ownership' }),
          // Met on the plain flag, not on the maturity-aware one: not met.
          requirementRow(2, { requirementName: 'Financial standing', isRequirementAndMaturityCompliant: false, requirementAndMaturityStatusName: 'Not Verified' }),
        ] });
      }
      return HttpResponse.json({ items: [
        requirementRow(2, { requirementName: 'Financial standing (policy copy)', isRequirementCompliant: true, isRequirementAndMaturityCompliant: true }),
        requirementRow(5, { requirementName: 'Working at height method statement', isRequirementCompliant: false, isRequirementAndMaturityCompliant: true }),
      ] });
    }),
  );
  return asked;
}

const requirementsTable = () => screen.findByRole('table', { name: 'Requirements of Approved subcontractors – North – Northbridge North' });

beforeAll(warmUpConnections, 45_000);

describe('Focused connection (spec 03 §2, §4)', () => {
  it('derives the goal from the goal’s and the policy’s requirements, unique by requirementId, maturity flag first', async () => {
    const asked = stubConnection();
    await renderApp({ route: route() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Approved subcontractors – North' })).toBeInTheDocument();
    expect(screen.getByText('Northbridge North · Segment · Northbridge North supply chain')).toBeInTheDocument();
    const table = await requirementsTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Company identity and ownershipInsurances', 'Financial standingInsurances', 'Working at height method statementInsurances',
    ]);
    expect(rows.map((r) => within(r).getByRole('img').getAttribute('aria-label'))).toEqual(['Compliant', 'Not compliant', 'Compliant']);
    // The list said verified; the derived goal says otherwise, and the page shows the derived goal.
    const goal = screen.getByText('2 of 3 requirements met').parentElement!;
    expect(within(goal).getByText('Not verified')).toBeInTheDocument();
    expect(asked.sort()).toEqual(['?compliancePolicyId=1', '?goalId=101']);
  });

  it('links each requirement below the connection with buyerConnection=true; clicking it opens the requirement page there', async () => {
    stubConnection();
    const { user } = await renderApp({ route: route() });
    const link = within(await requirementsTable()).getByRole('link', { name: 'View Financial standing' });
    expect(link).toHaveAttribute('href', `/supplier/${ID}/connections/${GROUPING}/requirement/2?buyerConnection=true`);
    await user.click(link);
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/connections/${GROUPING}/requirement/2?buyerConnection=true`));
  });

  it('a connection with neither goal nor policy asks for nothing, has no requirements and is not verified', async () => {
    let asked = 0;
    server.use(
      http.get(BUYER_CONNECTIONS, () => HttpResponse.json({ connections: [connection({ groupingId: GROUPING, goalId: null, compliancePolicyId: null })] })),
      http.get(DETAILS_LIST, () => { asked += 1; return HttpResponse.json({ items: [] }); }),
    );
    await renderApp({ route: route() });
    expect(await screen.findByRole('heading', { name: 'This connection has no requirements.' })).toBeInTheDocument();
    expect(within(screen.getByText('0 of 0 requirements met').parentElement!).getByText('Not verified')).toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('a grouping the buyer is not connected through says so, with the way back', async () => {
    await renderApp({ route: `/supplier/${ID}/connections/987654` });
    expect(await screen.findByRole('heading', { name: 'This connection was not found among your connections with this supplier.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your connections' })).toHaveAttribute('href', `/supplier/${ID}/connections`);
  });

  it('a failed requirements load shows the error panel and Try again recovers', async () => {
    stubConnection();
    let fail = true;
    server.use(http.get(DETAILS_LIST, () => (fail ? HttpResponse.json({ message: 'down' }, { status: 503 }) : undefined)));
    const { user } = await renderApp({ route: route() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry something went wrong try again later');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await requirementsTable()).toBeInTheDocument();
  });
});

describe('view-connection-answers (spec 03 §6)', () => {
  it.each([
    `/supplier/${ID}/connections/requirement/7`,
    `/supplier/${ID}/connections/${GROUPING}/requirement/7?buyerConnection=true`,
    `/supplier/${ID}/connections/${GROUPING}/requirement/7/director/2`,
  ])('without it %s redirects to the supplier’s connections page', async (path) => {
    await renderApp({ route: path, withoutPermissions: ['suppliersourcing:view-connection-answers'] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your Connections' })).toBeInTheDocument();
    expect(currentPath()).toBe(`/supplier/${ID}/connections`);
  });

  it('without it the requirement list offers no View', async () => {
    stubConnection();
    await renderApp({ route: route(), withoutPermissions: ['suppliersourcing:view-connection-answers'] });
    const table = await requirementsTable();
    expect(within(table).queryAllByRole('link')).toHaveLength(0);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Status', 'Requirement', 'Issues', 'Valid from', 'Expiry date']);
  });

  it('with it the requirement page opens where it was asked for', async () => {
    await renderApp({ route: `/supplier/${ID}/connections/${GROUPING}/requirement/7?buyerConnection=true` });
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/connections/${GROUPING}/requirement/7?buyerConnection=true`));
    expect(screen.queryByRole('heading', { level: 2, name: 'Your Connections' })).not.toBeInTheDocument();
  });
});
