import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { AWKWARD_REMINDER_MESSAGE, REMINDER_PROFILE_IDS } from '../../../../../mocks/data/profile/reminders';
import { currentPath, renderApp } from '@/test/renderWithProviders';
import { testConfig } from '@/test/testConfig';

const MANY = REMINDER_PROFILE_IDS.many;
const route = (id: number, query = '') => `/supplier/${id}/reminder-history${query}`;
const table = () => screen.findByRole('table', { name: 'Reminders sent to this supplier' });
const rowsOf = async () => within(await table()).getAllByRole('row').slice(1);
/** The rows as they are now, for waitFor to retry (a find inside waitFor would spend its whole wait on one attempt). */
const rowsNow = () => within(screen.getByRole('table', { name: 'Reminders sent to this supplier' })).getAllByRole('row').slice(1);

// The tab's lazy chunk, warmed once so the first test does not spend its wait on a cold import.
beforeAll(async () => {
  await import('./ReminderHistoryScreen');
});

describe('Reminder history tab (spec 02 §2.12, §7, §8)', () => {
  it('lists reminders newest first, 10 a page, with type, sent on, sent by, reason, goals, status and View; asks in the buyer language', async () => {
    const languages: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/reminder/')) languages.push(request.headers.get('X-Language-Id'));
    });
    await renderApp({ route: route(MANY) });
    const t = await table();
    expect(within(t).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(
      ['Reminder type', 'Sent on', 'Sent by', 'Reason', 'Goals', 'Status', 'View'],
    );
    await waitFor(() => expect(rowsNow()).toHaveLength(10));
    expect(screen.getByText('Showing 1 to 10 of 35')).toBeInTheDocument();
    const first = (await rowsOf())[0];
    expect(first.textContent).toContain('Compliance reminder');
    // maturityIconEnabled is on by default: the goal's icon names its maturity level.
    expect(within(first).getAllByRole('img', { name: /Maturity level \d, (met|not met)/ }).length).toBe(2);
    expect(languages.every((l) => l === '1')).toBe(true);
    server.events.removeAllListeners();
  });

  it('a page past the end shows the last page, keeping the sort in its replaced address (issue 35 item 4)', async () => {
    await renderApp({ route: route(MANY, '?page=7&sortName=sentBy&sortOrder=asc') });
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${MANY}/reminder-history?page=4&sortName=sentBy&sortOrder=asc`));
    await waitFor(() => expect(screen.getByText('Showing 31 to 35 of 35')).toBeInTheDocument());
    expect(await rowsOf()).toHaveLength(5);
    expect(screen.queryByText('No reminders have been sent to this supplier.')).not.toBeInTheDocument();
  });

  it('without maturityIconEnabled a goal shows compliant or not compliant', async () => {
    await renderApp({ route: route(MANY), flags: { maturityIconEnabled: false } });
    const first = (await rowsOf())[0];
    expect(within(first).getAllByRole('img', { name: /^(Compliant|Not compliant)$/ }).length).toBe(2);
  });

  it('sorts on the server by a clicked column (sentBy ascending) and keeps it in the URL', async () => {
    const { user } = await renderApp({ route: route(MANY) });
    await table();
    await user.click(within(screen.getByRole('columnheader', { name: /Sent by/ })).getByRole('button'));
    await waitFor(() => expect(currentPath()).toContain('sortName=sentBy'));
    await waitFor(() => {
      const names = rowsNow().map((r) => within(r).getAllByRole('cell')[1].textContent ?? '');
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    });
  });

  it('opens the compliance reminder: reason, subject, message as text, requirements grouped by goal', async () => {
    const { user } = await renderApp({ route: route(MANY) });
    const first = (await rowsOf())[0];
    await user.click(within(first).getByRole('button', { name: /^View Compliance reminder/ }));
    const modal = await screen.findByRole('dialog', { name: 'Compliance reminder' });
    expect(within(modal).getByText('Reason')).toBeInTheDocument();
    expect(within(modal).getByText((_, el) => el?.tagName === 'DD' && el.textContent === AWKWARD_REMINDER_MESSAGE)).toBeInTheDocument();
    expect((window as unknown as { __reminderScriptRan?: boolean }).__reminderScriptRan).toBeUndefined();
    const requirements = within(modal).getByRole('table', { name: 'Goal requirements' });
    expect(within(requirements).getAllByRole('rowheader').length).toBe(2);
    expect(within(requirements).getAllByText(/^(Verified|Not verified)$/).length).toBeGreaterThan(2);
    await user.click(within(modal).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens an invitation reminder (no goals): subject and message only', async () => {
    const { user } = await renderApp({ route: route(MANY, '?pageSize=30') });
    await waitFor(() => expect(rowsNow().length).toBe(30));
    const invitation = (await rowsOf()).find((r) => r.textContent?.includes('Invitation reminder'));
    expect(invitation).toBeDefined();
    await user.click(within(invitation!).getByRole('button', { name: /^View Invitation reminder/ }));
    const modal = await screen.findByRole('dialog', { name: 'Invitation reminder' });
    expect(within(modal).getByText('Subject')).toBeInTheDocument();
    expect(within(modal).queryByText('Reason')).not.toBeInTheDocument();
    expect(within(modal).queryByRole('table')).not.toBeInTheDocument();
  });

  it('a load failure shows the empty message and says loading failed, with Try again', async () => {
    let fail = true;
    server.use(http.get('*/mock-api/reminders/reminder/:id', () => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined)));
    const { user } = await renderApp({ route: route(MANY) });
    expect(await screen.findByText('No reminders have been sent to this supplier.')).toBeInTheDocument();
    expect(screen.getByText('Reminders could not be loaded (Request has failed with status code: 500), so this list may be incomplete.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowsNow()).toHaveLength(10));
  });

  it('a supplier never reminded shows the empty message alone', async () => {
    await renderApp({ route: route(REMINDER_PROFILE_IDS.none) });
    expect(await screen.findByText('No reminders have been sent to this supplier.')).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });
});

describe('the reskinned reminder history (issue 37 item 9, spec 02 §2.12), behind the community setting reminderHistoryReskin', () => {
  const reskinned = () => {
    const config = testConfig();
    return { ...config, communities: { ...config.communities, GB: { ...config.communities.GB, profile: { ...config.communities.GB.profile, reminderHistoryReskin: true } } } };
  };

  it('on: sent on, reminder type, sent by and view; View still opens the reminder', async () => {
    const { user } = await renderApp({ route: route(MANY), config: reskinned() });
    const t = await table();
    expect(within(t).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['Sent on', 'Reminder type', 'Sent by', 'View']);
    await waitFor(() => expect(rowsNow()).toHaveLength(10));
    await user.click(within((await rowsOf())[0]).getByRole('button', { name: /^View/ }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('off by default: the classic seven columns', async () => {
    await renderApp({ route: route(MANY) });
    expect(within(await table()).getAllByRole('columnheader')).toHaveLength(7);
  });
});
