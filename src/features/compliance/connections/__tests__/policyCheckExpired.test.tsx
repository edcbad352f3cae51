import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { renderApp } from '@/test/renderWithProviders';
import { DETAILS_LIST, POLICY_BY_ID, warmUpConnections } from './connectionsKit';
import { requirementRow } from './rows';

const ID = 100010;

beforeAll(warmUpConnections, 45_000);

describe('Check against a policy: an expired requirement (the one rule shared with the comparison, issue 41)', () => {
  it('is named Expired, not Missing, and counted as expired', async () => {
    server.use(
      http.get(POLICY_BY_ID, () => HttpResponse.json({ id: 4, name: 'Public sector framework', label: 'Public sector framework', policyGoals: [
        { goalId: 102, policyRequirements: [{ requirementId: 7 }, { requirementId: 8 }, { requirementId: 9 }] },
      ] })),
      http.get(DETAILS_LIST, () => HttpResponse.json({ items: [
        requirementRow(7, { requirementName: 'Equal opportunity policy' }),
        requirementRow(8, { requirementName: 'Modern slavery statement', isRequirementCompliant: false, processStatuses: [2] }),
      ] })),
    );
    await renderApp({ route: `/supplier/${ID}/connections?policy=4` });
    expect(await screen.findByText('Does not meet this policy', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('1 met, 0 expiring, 1 expired, 1 missing')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: /^Requirements of Public sector framework/ })).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['Met', 'Expired', 'Missing']);
  });
});
