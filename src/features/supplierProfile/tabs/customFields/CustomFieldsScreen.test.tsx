import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { getDb } from '../../../../../mocks/db';
import { udfValue } from '../../../../../mocks/data/udfValues';
import { UDF_SECTIONS } from '../../../../../mocks/data/reference';
import { AWKWARD_PROFILE_IDS } from '../../../../../mocks/data/profile/awkwardProfiles';
import { PERSONA_ORG_ACCOUNT_ID } from '@/platform/auth/personas';
import { renderApp } from '@/test/renderWithProviders';

const ID = AWKWARD_PROFILE_IDS.favourite;
const route = `/supplier/${ID}/custom-fields`;
const section = (name: string) => screen.findByRole('region', { name });
const MANAGEMENT = 'Supplier management';
const TRADES = UDF_SECTIONS[0].items[4].items;

/** Known saved values for the supplier, so the read view is predictable. */
function seedValues() {
  getDb().udfValues[PERSONA_ORG_ACCOUNT_ID] = {
    [ID]: [
      udfValue(101, { stringValue: 'Jo <b>Evans</b> 👷 مرحبا' }),
      udfValue(103, { boolValue: true }),
      udfValue(104, { dateValue: '2027-03-09' }),
      udfValue(105, { options: [TRADES[0].id, TRADES[2].id] }),
      udfValue(205, { boolValue: false }),
    ],
  };
}

const definition = (row: HTMLElement, term: string) => {
  const dt = within(row).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};

// The tab's lazy chunk, warmed once so the first test does not spend its wait on a cold import.
beforeAll(async () => {
  await import('./CustomFieldsScreen');
});

describe('Custom fields tab (spec 02 §2.11, §4, §5, §8)', () => {
  it('reads sections: text as typed, checkbox Yes/No, dates dd/MM/yyyy, chosen options', async () => {
    seedValues();
    await renderApp({ route });
    const management = await section(MANAGEMENT);
    expect(definition(management, 'Account manager')).toBe('Jo <b>Evans</b> 👷 مرحبا');
    expect(definition(management, 'Preferred supplier')).toBe('Yes');
    expect(definition(management, 'Insurance renewal date')).toBe('09/03/2027');
    expect(definition(management, 'Trades approved for')).toBe('Groundworks, Steel frame');
    expect(definition(await section('Frameworks and compliance'), 'On approved list')).toBe('No');
  });

  it('offers Edit per section only with suppliersourcing:edit-udf-data', async () => {
    const first = await renderApp({ route });
    expect(within(await section(MANAGEMENT)).getByRole('button', { name: `Edit ${MANAGEMENT}` })).toBeInTheDocument();
    first.unmount();
    await renderApp({ route, withoutPermissions: ['suppliersourcing:edit-udf-data'] });
    expect(within(await section(MANAGEMENT)).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('edits every field type and shows the saved values in the view, with a toast; a reload shows them too', async () => {
    seedValues();
    const { user, unmount } = await renderApp({ route });
    const card = await section(MANAGEMENT);
    await user.click(within(card).getByRole('button', { name: `Edit ${MANAGEMENT}` }));
    const manager = within(card).getByRole('textbox', { name: 'Account manager' });
    expect(manager).toHaveValue('Jo <b>Evans</b> 👷 مرحبا');
    await user.clear(manager);
    await user.type(manager, 'Ana <i>Gómez</i> ✓');
    await user.type(within(card).getByRole('textbox', { name: 'Notes for estimators' }), 'Night shifts OK');
    await user.click(within(card).getByRole('checkbox', { name: 'Preferred supplier' }));
    await user.click(within(card).getByRole('spinbutton', { name: /day, Insurance renewal date/ }));
    await user.keyboard('15082028');
    await user.click(within(card).getByRole('checkbox', { name: 'Roofing' }));
    await user.click(within(card).getByRole('radio', { name: 'High' }));
    await user.click(within(card).getByRole('button', { name: /Payment terms/ }));
    await user.click(await screen.findByRole('option', { name: '60 days' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Custom fields saved')).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
    const check = (c: HTMLElement) => {
      expect(definition(c, 'Account manager')).toBe('Ana <i>Gómez</i> ✓');
      expect(definition(c, 'Notes for estimators')).toBe('Night shifts OK');
      expect(definition(c, 'Preferred supplier')).toBe('No');
      expect(definition(c, 'Insurance renewal date')).toBe('15/08/2028');
      expect(definition(c, 'Trades approved for')).toContain('Roofing');
      expect(definition(c, 'Risk rating')).toBe('High');
      expect(definition(c, 'Payment terms')).toBe('60 days');
    };
    // The saved values come back through the reload, which the tab renders in a transition.
    await waitFor(() => check(card));
    unmount();
    await renderApp({ route });
    const reloaded = await section(MANAGEMENT);
    await waitFor(() => check(reloaded));
  });

  it('a failed save shows an error toast, "Error saving changes" on the changed field, and keeps every value in edit', async () => {
    server.use(http.put('*/mock-api/udf/udf/:id', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { user } = await renderApp({ route });
    const card = await section(MANAGEMENT);
    await user.click(within(card).getByRole('button', { name: `Edit ${MANAGEMENT}` }));
    const manager = within(card).getByRole('textbox', { name: 'Account manager' });
    await user.clear(manager);
    await user.type(manager, 'Typed & kept 👍');
    await user.click(within(card).getByRole('radio', { name: 'Low' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Custom fields could not be saved. Your changes are still here: try again.')).toBeInTheDocument();
    expect(await within(card).findAllByText('Error saving changes')).toHaveLength(2);
    expect(within(card).getByRole('textbox', { name: 'Account manager' })).toHaveValue('Typed & kept 👍');
    expect(within(card).getByRole('radio', { name: 'Low' })).toBeChecked();
    expect(within(card).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByText('Custom fields saved')).not.toBeInTheDocument();
  });

  it('Save with nothing changed sends nothing; Cancel without changes returns at once', async () => {
    let puts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/udf/')) puts++;
    });
    const { user } = await renderApp({ route });
    const card = await section(MANAGEMENT);
    await user.click(within(card).getByRole('button', { name: `Edit ${MANAGEMENT}` }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).getByRole('button', { name: `Edit ${MANAGEMENT}` })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts).toBe(0);
    server.events.removeAllListeners();
  });

  it('Cancel with changes asks first; discarding returns to the view without the change', async () => {
    seedValues();
    const { user } = await renderApp({ route });
    const card = await section(MANAGEMENT);
    await user.click(within(card).getByRole('button', { name: `Edit ${MANAGEMENT}` }));
    await user.type(within(card).getByRole('textbox', { name: 'Account manager' }), ' extra');
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(within(card).getByRole('textbox', { name: 'Account manager' })).toHaveValue('Jo <b>Evans</b> 👷 مرحبا extra');
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(definition(card, 'Account manager')).toBe('Jo <b>Evans</b> 👷 مرحبا'));
  });

  it('a text field over 100 characters says so and blocks Save', async () => {
    const { user } = await renderApp({ route });
    const card = await section(MANAGEMENT);
    await user.click(within(card).getByRole('button', { name: `Edit ${MANAGEMENT}` }));
    const manager = within(card).getByRole('textbox', { name: 'Account manager' });
    await user.clear(manager);
    await user.click(manager);
    await user.paste('n'.repeat(101));
    expect(await within(card).findByText('Enter 100 characters or fewer')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('the text area has its own bound (issue 37 item 11): 101 characters save, over 4000 says so and blocks Save', async () => {
    const { user } = await renderApp({ route });
    const card = await section(MANAGEMENT);
    await user.click(within(card).getByRole('button', { name: `Edit ${MANAGEMENT}` }));
    const notes = within(card).getByRole('textbox', { name: 'Notes for estimators' });
    await user.clear(notes);
    await user.click(notes);
    await user.paste('n'.repeat(4001));
    expect(await within(card).findByText('Enter 4000 characters or fewer')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(notes);
    await user.click(notes);
    await user.paste('n'.repeat(101));
    await waitFor(() => expect(within(card).queryByText(/characters or fewer/)).not.toBeInTheDocument());
    expect(within(card).getByText('101 / 4000')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(definition(card, 'Notes for estimators')).toBe('n'.repeat(101)));
  });

  it('a load failure says "Cannot render custom fields due to: {message}"; no sections shows the empty text', async () => {
    server.use(http.get('*/mock-api/udf/udf/:id', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const first = await renderApp({ route });
    expect(await screen.findByText('Cannot render custom fields due to: Request has failed with status code: 500')).toBeInTheDocument();
    first.unmount();
    server.resetHandlers();
    server.use(http.get('*/mock-api/udf/organisation/sections', () => HttpResponse.json({ items: [], totalCount: 0 })));
    await renderApp({ route, language: 'fr' });
    expect(await screen.findByText("Votre organisation n'a aucun champ personnalisé.")).toBeInTheDocument();
  });
});
