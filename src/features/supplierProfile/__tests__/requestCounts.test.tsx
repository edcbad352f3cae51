import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { NOTES_PROFILE_IDS } from '@mocks/data/profile/notes';
import { renderApp } from '@/test/renderWithProviders';
import { MANY as internalId, internalRoute, internalRowNames } from '../tabs/documents/__tests__/documentsTestKit';
import { FAVOURITE, openProfile, pickMenuItem } from './profileTestKit';

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
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Notes on this supplier' })).getAllByRole('row')[1].textContent).toContain('Counted'),
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

/**
 * The header's and tabs' other mutations (issue 35 item 2): each sends its change once and reloads
 * only what it changed, once — or nothing, where the reply or the change itself says it all.
 */
describe('requests per mutation', () => {
  const DETAILS = new RegExp(`^GET .*/supplierdetails/${FAVOURITE.id}$`);

  it('editing the reference: one POST and one GET of the reference, the details not asked again', async () => {
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Edit reference');
    const dialog = await screen.findByRole('dialog', { name: 'Edit reference' });
    const field = within(dialog).getByRole('textbox', { name: 'Reference' });
    await waitFor(() => expect(field).toHaveValue(FAVOURITE.reference));
    const log = logRequests();
    await user.type(field, 'C');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reference updated')).toBeInTheDocument();
    expect(await screen.findByText(`${FAVOURITE.reference}C`)).toBeInTheDocument();
    await act(async () => {});
    expect(matching(log, /\/entityreferences/)).toEqual([
      expect.stringMatching(/^POST .*\/entityreferences$/),
      expect.stringMatching(new RegExp(`^GET .*/entityreferences/${FAVOURITE.id}$`)),
    ]);
    expect(matching(log, DETAILS)).toEqual([]);
  });

  it('the favourite star: one call each way, the details never reloaded (the star is the declared optimistic change)', async () => {
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    const log = logRequests();
    const star = screen.getByRole('button', { name: 'Favourite' });
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText(`${FAVOURITE.name} removed from your favourites`)).toBeInTheDocument();
    expect(matching(log, /\/favourites\//)).toEqual([expect.stringMatching(new RegExp(`^DELETE .*/favourites/${FAVOURITE.id}$`))]);
    expect(matching(log, DETAILS)).toEqual([]);
  });

  it('saving a suspension: the suspended units once, the details patched rather than reloaded', async () => {
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Manage suspension');
    const dialog = await screen.findByRole('dialog', { name: 'Manage suspension' });
    await user.click(await within(dialog).findByRole('button', { name: 'Suspend in Northbridge North' }));
    const log = logRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Suspension saved')).toBeInTheDocument();
    expect(await screen.findByText('Suspended', { selector: 'span' })).toBeInTheDocument();
    await act(async () => {});
    expect(matching(log, /\/suspen/)).toEqual([
      expect.stringMatching(/^POST .*\/suspensions$/),
      expect.stringMatching(/^GET .*\/suspended-org-units$/),
    ]);
    expect(matching(log, DETAILS)).toEqual([]);
  });

  it('saving custom fields: one PUT and no reload (the reply is shown)', async () => {
    const { user } = await renderApp({ route: `/supplier/${FAVOURITE.id}/custom-fields` });
    const card = await screen.findByRole('region', { name: 'Supplier management' });
    await user.click(within(card).getByRole('button', { name: 'Edit Supplier management' }));
    const log = logRequests();
    const manager = within(card).getByRole('textbox', { name: 'Account manager' });
    await user.clear(manager);
    await user.type(manager, 'Counted once');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Custom fields saved')).toBeInTheDocument();
    expect(await within(card).findByText('Counted once')).toBeInTheDocument();
    await act(async () => {});
    expect(matching(log, /\/udf\/|\/organisation\/sections/)).toEqual([expect.stringMatching(new RegExp(`^PUT .*/udf/${FAVOURITE.id}$`))]);
  });

  it('uploading a document: one POST, then the list, the tags and the types once each (the revision counter asked for them anew)', async () => {
    const { user } = await renderApp({ route: internalRoute() });
    await waitFor(() => expect(internalRowNames()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload document' });
    await user.click(within(dialog).getByRole('radio', { name: 'New type' }));
    await user.type(within(dialog).getByRole('textbox', { name: /New type name/ }), 'Counted type');
    await user.upload(within(dialog).getByLabelText('Document') as HTMLInputElement, new File(['%PDF-1.4'], 'counted.pdf', { type: 'application/pdf' }));
    const log = logRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Document uploaded')).toBeInTheDocument();
    await waitFor(() => expect(internalRowNames()[0]).toBe('counted'));
    // Opening the modal again: the types (an upload may have added one) are fresh already or asked for now.
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    await screen.findByRole('dialog', { name: 'Upload document' });
    await waitFor(() => expect(matching(log, /^GET .*\/tags\/internal$/)).toHaveLength(1));
    await act(async () => {});
    // The mock platform's paths end as below (after /mock-api/documents); sorted, as the three loads may finish in any order.
    expect(matching(log, /\/documents|\/tags\//).sort()).toEqual([
      expect.stringMatching(new RegExp(`^GET .*/organisation/${internalId}/documents/internal$`)),
      expect.stringMatching(/^GET .*\/tags\/internal$/),
      expect.stringMatching(new RegExp(`^GET .*/tags/internal/organisation/${internalId}$`)),
      expect.stringMatching(new RegExp(`^POST .*/upload-to-supplier/${internalId}$`)),
    ]);
  });
});
