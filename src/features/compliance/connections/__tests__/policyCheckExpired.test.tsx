import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { renderApp } from '@/test/renderWithProviders';
import { BUYER_CONNECTIONS, DETAILS_LIST, POLICY_BY_ID, warmUpConnections } from './connectionsKit';
import { requirementRow } from './rows';

const ID = 100010;

beforeAll(warmUpConnections, 45_000);

describe('Check against a policy: an expired requirement (the one rule shared with the comparison, issue 41)', () => {
  it('is named Expired, not Missing, and counted as expired', async () => {
    server.use(
      // The connections list late, then answered by the mock platform (no response: the next handler): the
      // result is rendered but still held (HoldUntil) for a while, the case a text query got wrong.
      http.get(BUYER_CONNECTIONS, async () => {
        await delay(1500);
      }),
      http.get(POLICY_BY_ID, () => HttpResponse.json({ id: 4, name: 'Public sector framework', label: 'Public sector framework', policyGoals: [
        { goalId: 102, policyRequirements: [{ requirementId: 7 }, { requirementId: 8 }, { requirementId: 9 }] },
      ] })),
      http.get(DETAILS_LIST, () => HttpResponse.json({ items: [
        requirementRow(7, { requirementName: 'Equal opportunity policy' }),
        requirementRow(8, { requirementName: 'Modern slavery statement', isRequirementCompliant: false, processStatuses: [2] }),
      ] })),
    );
    await renderApp({ route: `/supplier/${ID}/connections?policy=4` });
    // By role, not by text: opened from the URL, the result is laid out only once the connections table
    // above it has loaded (HoldUntil), and a text query also finds it while it is still hidden.
    const table = await screen.findByRole('table', { name: /^Requirements of Public sector framework/ }, { timeout: 15_000 });
    expect(screen.getByText('Does not meet this policy')).toBeVisible();
    expect(screen.getByText('1 met, 0 expiring, 1 expired, 1 missing')).toBeVisible();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['Met', 'Expired', 'Missing']);
    expect(screen.getByRole('table', { name: 'Your connections with this supplier' })).toBeVisible();
  });
});
