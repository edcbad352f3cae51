import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { FAVOURITE, HOLDER, moreActions, openProfile, pickMenuItem, withoutReference } from './profileTestKit';

const dialog = (name: string) => screen.findByRole('dialog', { name });
const field = () => screen.getByRole('textbox', { name: 'Reference' });
const save = () => screen.getByRole('button', { name: 'Save' });

/** Spec 02 §4–§5, spec 03 §4–§5: the reference dialog's every rule and message. */
describe('reference dialog', () => {
  it('add mode: required after trimming (shown after blur), at most 35, sent trimmed, then shown in the header', async () => {
    withoutReference(FAVOURITE.id);
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/entityreferences')) sent.push(await request.clone().json());
    });
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Add reference');
    await dialog('Add reference');
    expect(save()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();

    await user.type(field(), '   ');
    expect(screen.queryByText('Enter a reference')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Enter a reference')).toBeInTheDocument();
    expect(save()).toBeDisabled();

    await user.clear(field());
    await user.type(field(), 'x'.repeat(36));
    expect(await screen.findByText('The reference must be 35 characters or fewer')).toBeInTheDocument();
    expect(save()).toBeDisabled();

    await user.clear(field());
    await user.type(field(), '  Ré-42 <b>é</b> 🚧  ');
    await user.click(save());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Reference added')).toBeInTheDocument();
    expect(sent).toEqual([{ entityId: FAVOURITE.id, reference: 'Ré-42 <b>é</b> 🚧' }]);
    expect(screen.getByText('Ré-42 <b>é</b> 🚧')).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('edit mode: Save disabled while equal to the original, then updated; focus back on the menu button', async () => {
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Edit reference');
    await dialog('Edit reference');
    await waitFor(() => expect(field()).toHaveValue(FAVOURITE.reference));
    expect(save()).toBeDisabled();
    await user.type(field(), ' ');
    expect(save()).toBeDisabled();
    await user.type(field(), 'B');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByText('Reference updated')).toBeInTheDocument();
    await waitFor(() => expect(moreActions()).toHaveFocus());
    expect(screen.getByText(`${FAVOURITE.reference} B`)).toBeInTheDocument();
  });

  it('a reference another supplier holds is refused naming it, in the dialog and in a toast', async () => {
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Edit reference');
    const edit = await dialog('Edit reference');
    await waitFor(() => expect(field()).toHaveValue(FAVOURITE.reference));
    await user.clear(field());
    await user.type(field(), HOLDER.reference.toLowerCase());
    await user.click(save());
    expect(await within(edit).findByText(`The reference already exists on company ${HOLDER.name}. Please enter another reference.`)).toBeInTheDocument();
    expect(await screen.findByText(`The reference already exists on company ${HOLDER.name}`)).toBeInTheDocument();
    expect(field()).toHaveValue(HOLDER.reference.toLowerCase());
  });

  it('Remove, only in edit mode with the permission: removes, closes, and the next opening is add mode', async () => {
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Edit reference');
    await dialog('Edit reference');
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Reference removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await pickMenuItem(user, 'Add reference');
    await dialog('Add reference');
    expect(field()).toHaveValue('');
  });

  it('no Remove without suppliersourcing:remove-reference', async () => {
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name, { withoutPermissions: ['suppliersourcing:remove-reference'] });
    await pickMenuItem(user, 'Edit reference');
    await dialog('Edit reference');
    await waitFor(() => expect(field()).toHaveValue(FAVOURITE.reference));
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('a reference that fails to load reads as none: the menu offers Add reference, the dialog opens in add mode', async () => {
    server.use(http.get('*/mock-api/entityReferences/entityreferences/:id', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Add reference');
    expect(await dialog('Add reference')).toBeInTheDocument();
  });

  it('any other save failure closes the dialog silently (spec 02 §8)', async () => {
    server.use(http.post('*/mock-api/entityReferences/entityreferences', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Edit reference');
    await dialog('Edit reference');
    await waitFor(() => expect(field()).toHaveValue(FAVOURITE.reference));
    await user.type(field(), '1');
    await user.click(save());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Reference updated')).not.toBeInTheDocument();
  });
});
