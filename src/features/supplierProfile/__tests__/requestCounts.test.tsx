import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { NOTES_PROFILE_IDS } from '@mocks/data/profile/notes';
import { renderApp } from '@/test/renderWithProviders';

/**
 * The resource layer's measures (issue 35): what three journeys ask the platform for. Every request
 * the app sends is logged as "METHOD path".
 */
function logRequests() {
  const log: string[] = [];
  server.events.on('request:start', ({ request }) => {
    log.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return log;
}
const matching = (log: string[], pattern: RegExp) => log.filter((line) => pattern.test(line));

afterEach(() => server.events.removeAllListeners());

const GOALS = /^GET .*\/suppliers\/\d+\/goals$/;

describe('requests per journey', () => {
  it('saving a note: one POST and one GET of notes', async () => {
    const id = NOTES_PROFILE_IDS.many;
    const { user } = await renderApp({ route: `/supplier/${id}/notes` });
    const table = await screen.findByRole('table', { name: 'Notes on this supplier' });
    await within(table).findAllByRole('row');
    const log = logRequests();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const dialog = await screen.findByRole('dialog', { name: /note/ });
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Counted');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await screen.findByText('Note saved');
    await waitFor(async () =>
      expect(within(await screen.findByRole('table', { name: 'Notes on this supplier' })).getAllByRole('row')[1].textContent).toContain('Counted'),
    );
    expect(matching(log, /\/entitynotes/)).toEqual([
      expect.stringMatching(/^POST .*\/entitynotes$/),
      expect.stringMatching(new RegExp(`^GET .*/entitynotes/${id}$`)),
    ]);
  });

  it('opening the overview, then the compliance tab: the supplier’s goals once', async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/supplier/100001/overview' });
    await screen.findByRole('heading', { level: 3, name: 'Compliance' });
    await waitFor(() => expect(matching(log, GOALS)).toHaveLength(1));
    await user.click(screen.getByRole('tab', { name: 'Compliance' }));
    await screen.findByRole('heading', { name: 'Levels' });
    await act(async () => {});
    expect(matching(log, GOALS)).toHaveLength(1);
  });

  it('a cold deep link to a requirement page: no goals call', async () => {
    const log = logRequests();
    await renderApp({ route: '/supplier/100010/compliance/requirement/9' });
    await screen.findByRole('button', { name: 'View history' });
    await act(async () => {});
    expect(matching(log, GOALS)).toEqual([]);
  });
});
