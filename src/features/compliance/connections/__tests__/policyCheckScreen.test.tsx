import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { browser } from '@/platform/browser';
import { currentPath, renderApp } from '@/test/renderWithProviders';
import { DETAILS_LIST, POLICY_BY_ID, connectionsOf, policyRowsOf, warmUpConnections } from './connectionsKit';
import { requirementRow } from './rows';

const ID = 100010;
const route = (query = '') => `/supplier/${ID}/connections${query}`;
/** Policy 5 "Higher-risk buildings (Building Safety Act)": none of this supplier's connections uses it; policy 1 does. */
const UNCONNECTED = { id: 5, name: 'Higher-risk buildings (Building Safety Act)' };
const CONNECTED = { id: 1, name: 'Standard subcontractor' };

async function choosePolicy(user: Awaited<ReturnType<typeof renderApp>>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: 'Check against a policy' }));
  await user.click(await screen.findByRole('button', { name: /Policy/ }));
  await user.click(await screen.findByRole('option', { name }));
}

/** The file's text with its byte order mark kept (a plain read drops it). */
const blobText = (blob: Blob) => new Promise<string>((resolve) => {
  const reader = new FileReader();
  reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
  reader.readAsArrayBuffer(blob);
});

beforeAll(warmUpConnections, 45_000);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Check against a policy (issue 17)', () => {
  it('checks the supplier against a policy it is not connected to: verdict, counts and each requirement', async () => {
    expect(connectionsOf(ID).some((c) => c.compliancePolicyId === UNCONNECTED.id)).toBe(false);
    const { user } = await renderApp({ route: route() });
    await choosePolicy(user, UNCONNECTED.name);
    const section = screen.getByRole('region', { name: 'Check against a policy' });
    expect(await within(section).findByRole('heading', { level: 4, name: UNCONNECTED.name })).toBeInTheDocument();
    expect(within(section).getByText('This supplier is not in any of your connections that use this policy.')).toBeInTheDocument();
    const rows = policyRowsOf(ID, UNCONNECTED.id);
    const met = rows.filter((r) => (r.isRequirementAndMaturityCompliant ?? r.isRequirementCompliant));
    expect(within(section).getByText(met.length === rows.length ? 'Meets this policy' : 'Does not meet this policy')).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: `Requirements of ${UNCONNECTED.name} for this supplier` });
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(rows.map((r) => `${r.requirementName}${r.groupName}`));
    expect(currentPath()).toBe(route(`?policy=${UNCONNECTED.id}`));

    await user.click(within(section).getByRole('button', { name: 'Close policy check' }));
    expect(screen.queryByRole('region', { name: 'Check against a policy' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check against a policy' })).toBeInTheDocument();
    expect(currentPath()).toBe(route());
  });

  it('a policy used by one of the supplier’s connections has no "not connected" note', async () => {
    expect(connectionsOf(ID).some((c) => c.compliancePolicyId === CONNECTED.id)).toBe(true);
    const { user } = await renderApp({ route: route() });
    await choosePolicy(user, CONNECTED.name);
    expect(await screen.findByRole('heading', { level: 4, name: CONNECTED.name })).toBeInTheDocument();
    expect(screen.queryByText('This supplier is not in any of your connections that use this policy.')).not.toBeInTheDocument();
  });

  it('marks met, expiring and missing requirements (a requirement with no row is missing) and the verdict by the derived-goal rule', async () => {
    server.use(
      http.get(POLICY_BY_ID, () => HttpResponse.json({ id: 4, name: 'Public sector framework', label: 'Public sector framework', policyGoals: [
        { goalId: 102, policyRequirements: [{ requirementId: 7 }, { requirementId: 8 }] },
        { goalId: 131, policyRequirements: [{ requirementId: 9 }] },
      ] })),
      http.get(DETAILS_LIST, () => HttpResponse.json({ items: [
        requirementRow(7, { requirementName: 'Equal opportunity policy' }),
        requirementRow(8, { requirementName: 'Modern slavery statement', processStatuses: [1] }),
      ] })),
    );
    const { user } = await renderApp({ route: route() });
    await choosePolicy(user, 'Public sector framework');
    expect(await screen.findByText('Does not meet this policy')).toBeInTheDocument();
    expect(screen.getByText('1 met, 1 expiring, 1 missing')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: /^Requirements of Public sector framework/ })).getAllByRole('row').slice(1);
    expect(rows.map((r) => [within(r).getByRole('rowheader').textContent, within(r).getAllByRole('cell')[0].textContent])).toEqual([
      ['Equal opportunity policyInsurances', 'Met'], ['Modern slavery statementInsurances', 'Expiring'], ['Requirement 9', 'Missing'],
    ]);
    // Only a requirement with an answer links to its page.
    expect(within(rows[2]).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'View Equal opportunity policy' }))
      .toHaveAttribute('href', `/supplier/${ID}/connections/requirement/7?buyerConnection=true`);
  });

  it('opens from the URL with the policy chosen, and exports the result as safe CSV', async () => {
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => undefined);
    server.use(http.get(DETAILS_LIST, () => HttpResponse.json({ items: [
      requirementRow(9, { requirementName: '=HYPERLINK("http://evil.example","x")', groupName: 'Corporate and Professional Standing', isRequirementCompliant: false, validFrom: null, expiryDate: null }),
    ] })));
    const { user } = await renderApp({ route: route(`?policy=${UNCONNECTED.id}`) });
    // By role: the result is laid out only once the connections table above it has loaded (HoldUntil).
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' });
    expect(screen.getByText('Does not meet this policy')).toBeVisible();
    await user.click(exportButton);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [blob, fileName] = save.mock.calls[0];
    expect(fileName).toMatch(/ – Higher-risk buildings \(Building Safety Act\)\.csv$/);
    const text = await blobText(blob);
    expect(text).toBe('\uFEFFRequirement,Standard,Status,Valid from,Expiry date\r\n' +
      `"'=HYPERLINK(""http://evil.example"",""x"")",Corporate and Professional Standing,Missing,,`);
  });

  it('a failed check shows the error panel and Try again recovers', async () => {
    let fail = true;
    server.use(http.get(DETAILS_LIST, () => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined)));
    const { user } = await renderApp({ route: route(`?policy=${UNCONNECTED.id}`) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Request has failed with status code: 500');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: `Requirements of ${UNCONNECTED.name} for this supplier` })).toBeInTheDocument();
  });
});
