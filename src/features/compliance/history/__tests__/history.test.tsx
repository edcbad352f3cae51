import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { mockPath } from '@mocks/paths';
import { getNetwork } from '@mocks/db';
import { historyOf } from '@mocks/data/compliance/requirements';
import type { SubmissionHistoryItemDto } from '@/services/verifier/types';
import { currentPath, renderApp } from '@/test/renderWithProviders';

const ID = 100010;
const HISTORY = mockPath('verifier', '/organisations/:id/requirements/:requirementId/history');

const item = (submissionID: number, assessedDate: string | null, over: Partial<SubmissionHistoryItemDto> = {}): SubmissionHistoryItemDto => ({
  submissionID, dateSubmitted: '2025-01-10T09:00:00Z', validFromDate: '2025-01-20', expiryDate: '2026-01-20', submittedByDisplayName: 'Jo Fairweather',
  requirementVersionId: 91, isWithdrawn: false, note: null,
  assessed: assessedDate ? { assessedDate, verifierDisplayName: `Verifier ${submissionID}`, statusDisplayName: 'Verified' } : null,
  ...over,
});

async function openHistory() {
  const app = await renderApp({ route: `/supplier/${ID}/compliance/requirement/9` });
  await screen.findByRole('heading', { level: 2, name: 'Health and safety policy' });
  await app.user.click(screen.getByRole('button', { name: 'View history' }));
  const dialog = await screen.findByRole('dialog', { name: 'History: Health and safety policy' });
  return { ...app, dialog };
}

describe('submission history (spec 03 §2, §4)', () => {
  it('lists submissions by assessed date, newest first; a header click toggles; withdrawn rows show Withdrawn and -', async () => {
    server.use(http.get(HISTORY, () => HttpResponse.json({ history: [
      item(1, '2024-02-01T10:00:00Z'),
      item(2, null, { isWithdrawn: true }),
      item(3, '2025-05-01T10:00:00Z'),
    ] })));
    const { user, dialog } = await openHistory();
    const table = await within(dialog).findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Status', 'Date Submitted', 'Assessed', 'Valid From', 'Expiry Date', 'Verifier', 'Actions']);
    const verifiers = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[5].textContent);
    expect(verifiers()).toEqual(['Verifier 3', 'Verifier 1', '-']);
    const withdrawn = within(table).getAllByRole('row')[3];
    expect(within(withdrawn).getAllByRole('cell').map((c) => c.textContent).slice(0, 3)).toEqual(['Withdrawn', '10/01/2025', '-']);
    expect(within(table).getByRole('columnheader', { name: /Assessed/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(table).getByRole('button', { name: 'Assessed' }));
    expect(verifiers()).toEqual(['Verifier 1', 'Verifier 3', '-']);
    expect(within(table).getByRole('columnheader', { name: /Assessed/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('View opens the submission in a new tab, with backTo', async () => {
    server.use(http.get(HISTORY, () => HttpResponse.json({ history: [item(100010091, '2025-05-01T10:00:00Z')] })));
    const { dialog } = await openHistory();
    const view = await within(dialog).findByRole('link', { name: 'View the submission of 10/01/2025 in a new tab' });
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL(view.getAttribute('href') as string, 'http://localhost');
    expect(href.pathname).toBe(`/supplier/${ID}/compliance/requirement/9/historical`);
    expect(href.searchParams.get('submissionId')).toBe('100010091');
    expect(href.searchParams.get('backTo')).toBe(window.location.href);
  });

  it("a failed load says 'no results found'", async () => {
    server.use(http.get(HISTORY, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { dialog } = await openHistory();
    expect(await within(dialog).findByText('no results found')).toBeInTheDocument();
  });

  it('closes by keyboard and gives focus back to View history', async () => {
    const { user } = await openHistory();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // react-aria gives focus back once the dialog has gone, a moment after.
    await waitFor(() => expect(screen.getByRole('button', { name: 'View history' })).toHaveFocus());
  });
});

describe('historical submission (spec 03 §2)', () => {
  const history = () => historyOf(getNetwork(), ID, 9) as SubmissionHistoryItemDto[];

  it('shows the submission read-only under a banner naming who submitted it and when', async () => {
    const past = history()[0];
    await renderApp({ route: `/supplier/${ID}/compliance/requirement/9/historical?submissionId=${past.submissionID}` });
    expect(await screen.findByText(new RegExp(`Historical submission: submitted by ${past.submittedByDisplayName} on`))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Health and safety policy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View history' })).not.toBeInTheDocument();
  });

  it('Back follows a same-host backTo and refuses another host', async () => {
    const past = history()[0];
    const backTo = encodeURIComponent(`${window.location.origin}/findsuppliers/supplier/${ID}/compliance/12/requirement/9`);
    const first = await renderApp({ route: `/supplier/${ID}/compliance/requirement/9/historical?submissionId=${past.submissionID}&backTo=${backTo}` });
    await screen.findByRole('heading', { level: 2, name: 'Health and safety policy' });
    await first.user.click(screen.getByRole('button', { name: 'Back to the current requirement' }));
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/compliance/12/requirement/9`));
    first.unmount();
    const evil = encodeURIComponent('https://evil.example/phish');
    const second = await renderApp({ route: `/supplier/${ID}/compliance/requirement/9/historical?submissionId=${past.submissionID}&backTo=${evil}` });
    await screen.findByRole('heading', { level: 2, name: 'Health and safety policy' });
    await second.user.click(screen.getByRole('button', { name: 'Back to the current requirement' }));
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/compliance/requirement/9`));
  });

  it('?submissionId= on the page itself also shows the submission', async () => {
    const past = history()[1];
    await renderApp({ route: `/supplier/${ID}/compliance/requirement/9?submissionId=${past.submissionID}` });
    expect(await screen.findByText(/Historical submission: submitted by/)).toBeInTheDocument();
  });
});
