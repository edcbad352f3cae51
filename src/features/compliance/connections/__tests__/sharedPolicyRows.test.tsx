import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { server } from '../../../../../mocks/node';
import { renderApp } from '@/test/renderWithProviders';
import { connectionsOf, policyRowsOf, warmUpConnections } from './connectionsKit';

const ID = 100010;
/** Policy 1, used by one of this supplier's connections. */
const POLICY = { id: 1, name: 'Standard subcontractor' };

/** The connection-detailslist calls, by their query. */
function detailsListCalls() {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith(`/${ID}/connection-detailslist`)) asked.push(url.search);
  });
  return asked;
}

beforeAll(warmUpConnections, 45_000);
afterEach(() => server.events.removeAllListeners());

describe('a policy’s requirement rows are one entry (issue 35 item 1)', () => {
  it('a connection on the policy, then "Check against a policy" of it: the policy’s rows asked for once', async () => {
    const connection = connectionsOf(ID).find((c) => c.compliancePolicyId === POLICY.id);
    expect(connection).toBeDefined();
    const asked = detailsListCalls();
    const { user } = await renderApp({ route: `/supplier/${ID}/connections/${connection!.groupingId}` });
    await screen.findByRole('table', { name: /^Requirements of / });

    await user.click(screen.getByRole('link', { name: 'Back to your connections' }));
    await user.click(await screen.findByRole('button', { name: 'Check against a policy' }));
    await user.click(await screen.findByRole('button', { name: /Policy/ }));
    await user.click(await screen.findByRole('option', { name: POLICY.name }));
    const section = screen.getByRole('region', { name: 'Check against a policy' });
    expect(await within(section).findByRole('heading', { level: 4, name: POLICY.name })).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: `Requirements of ${POLICY.name} for this supplier` });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(policyRowsOf(ID, POLICY.id).length);

    expect(asked.filter((query) => query === `?compliancePolicyId=${POLICY.id}`)).toHaveLength(1);
  });
});
