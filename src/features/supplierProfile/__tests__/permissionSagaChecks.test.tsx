import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { server } from '../../../../mocks/node';
import type { renderApp } from '@/test/renderWithProviders';
import type { Permission } from '@/platform/auth/permissions';
import { argsKey, resourceActions, selectMutation, type MutationDefinition, type WithResources } from '@/platform/resource';
import { removeNoteOf, saveNote } from '@/services/entityNotes/notesResources';
import { saveSuspension } from '@/services/accountRecords/suspensionResources';
import { removeReference, saveReference } from '@/services/entityReferences/referenceResources';
import { saveCustomFields } from '@/services/udf/udfResources';
import { removeDocument, uploadDocument } from '@/services/documents/documentsResources';
import { holdFile } from '@/services/documents/heldFiles';
import { FAVOURITE, openProfile, withoutReference } from './profileTestKit';

/**
 * Defence in depth (issue 33): every saga behind a gated action asks the same policy as its button
 * before calling. A dispatch that gets past a button shown by mistake sends nothing and fails with
 * notPermitted, which the screens render as "You don't have permission".
 */

const NOT_PERMITTED = { kind: 'notPermitted', message: "You don't have permission" };

/** The gated writes' endpoints (reads that POST or PUT, such as goals and locations, are not among them). */
const GATED = /\/(entitynotes|entityreferences|udf\/udf|documents\/internal|suspensions)\b/;

/** Every gated write the app sends from now on. */
function watchWrites() {
  const writes: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (request.method !== 'GET' && GATED.test(pathname)) writes.push(`${request.method} ${pathname}`);
  });
  return writes;
}

afterEach(() => server.events.removeAllListeners());

type AppStore = Awaited<ReturnType<typeof renderApp>>['store'];

/** A form's submit of a mutation, as useMutation dispatches it. */
const submitted = <Args, Result>(mutation: MutationDefinition<Args, Result>, args: Args) =>
  resourceActions.mutationRequested({ name: mutation.name, key: argsKey(mutation.scope(args)), args });
const noteMutation = (store: AppStore, mutation: { name: string }, scope: object = { supplierId: FAVOURITE.id }) =>
  selectMutation(mutation.name, argsKey(scope))(store.getState() as unknown as WithResources);

async function openWithout(permissions: Permission[]) {
  const rendered = await openProfile(FAVOURITE.id, FAVOURITE.name, { withoutPermissions: permissions });
  return { ...rendered, writes: watchWrites() };
}

/** Dispatches as a button would, then gives any call the saga might make the time to leave. */
async function dispatchAndSettle(store: AppStore, action: Parameters<AppStore['dispatch']>[0]) {
  await act(async () => {
    store.dispatch(action);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe("the sagas' own permission checks (nothing sent, notPermitted)", () => {
  it('notes: add or edit without edit-notes, remove without remove-notes', async () => {
    const { store, writes } = await openWithout(['suppliersourcing:edit-notes', 'suppliersourcing:remove-notes']);
    const draft = { title: 'Typed', description: 'Typed text' };
    await dispatchAndSettle(store, submitted(saveNote, { supplierId: FAVOURITE.id, draft }));
    expect(noteMutation(store, saveNote)).toEqual({ status: 'failed', error: NOT_PERMITTED });
    await dispatchAndSettle(store, submitted(saveNote, { supplierId: FAVOURITE.id, draft: { ...draft, id: 1 } }));
    expect(noteMutation(store, saveNote)).toEqual({ status: 'failed', error: NOT_PERMITTED });
    await dispatchAndSettle(store, submitted(removeNoteOf, { supplierId: FAVOURITE.id, id: 1 }));
    expect(noteMutation(store, removeNoteOf)).toEqual({ status: 'failed', error: NOT_PERMITTED });
    expect(writes).toEqual([]);
    expect(screen.queryByText(/Note (saved|removed)/)).not.toBeInTheDocument();
  });

  // The menu no longer offers Add reference without add-reference, nor Edit reference without
  // edit-reference (issue 37 item 6): the saga's check is reached as a dispatch past a wrong button.
  it('reference: adding one (none held) needs add-reference; refused with notPermitted, nothing sent', async () => {
    withoutReference(FAVOURITE.id);
    const { store, writes } = await openWithout(['suppliersourcing:add-reference']);
    await dispatchAndSettle(store, submitted(saveReference, { supplierId: FAVOURITE.id, reference: 'Typed 42', mode: 'add' }));
    expect(noteMutation(store, saveReference)).toEqual({ status: 'failed', error: NOT_PERMITTED });
    expect(screen.queryByText('Reference added')).not.toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('reference: changing one needs edit-reference; refused with notPermitted, nothing sent', async () => {
    const { store, writes } = await openWithout(['suppliersourcing:edit-reference']);
    await dispatchAndSettle(store, submitted(saveReference, { supplierId: FAVOURITE.id, reference: `${FAVOURITE.reference} changed`, mode: 'edit' }));
    expect(noteMutation(store, saveReference)).toEqual({ status: 'failed', error: NOT_PERMITTED });
    expect(writes).toEqual([]);
  });

  it('reference: removing needs remove-reference', async () => {
    const { store, writes } = await openWithout(['suppliersourcing:remove-reference']);
    await dispatchAndSettle(store, submitted(removeReference, { supplierId: FAVOURITE.id }));
    expect(noteMutation(store, removeReference)).toEqual({ status: 'failed', error: NOT_PERMITTED });
    expect(writes).toEqual([]);
  });

  it('custom fields: saving needs edit-udf-data', async () => {
    const { store, writes } = await openWithout(['suppliersourcing:edit-udf-data']);
    await dispatchAndSettle(store, submitted(saveCustomFields, { supplierId: FAVOURITE.id, languageId: 1, sectionId: 1, values: [] }));
    expect(noteMutation(store, saveCustomFields, { supplierId: FAVOURITE.id, sectionId: 1 })).toEqual({ status: 'failed', error: NOT_PERMITTED });
    expect(writes).toEqual([]);
    expect(screen.queryByText(/could not be saved|Failed/i)).not.toBeInTheDocument();
  });

  it('documents: uploading needs upload-internal-document; a new type add-internal-document-tag as well', async () => {
    const file = () => holdFile(new File(['%PDF-1.4'], 'audit.pdf', { type: 'application/pdf' }));
    const first = await openWithout(['suppliersourcing:upload-internal-document']);
    await dispatchAndSettle(
      first.store,
      submitted(uploadDocument, { request: { organisationEntityId: FAVOURITE.id, tagId: 1, tagName: 'Quality' }, fileTicket: file() }),
    );
    expect(noteMutation(first.store, uploadDocument)).toEqual({ status: 'failed', error: NOT_PERMITTED });
    expect(first.writes).toEqual([]);
    first.unmount();
    server.events.removeAllListeners();

    const second = await openWithout(['suppliersourcing:add-internal-document-tag']);
    await dispatchAndSettle(
      second.store,
      submitted(uploadDocument, { request: { organisationEntityId: FAVOURITE.id, tagId: null, tagName: 'Brand new' }, fileTicket: file() }),
    );
    expect(noteMutation(second.store, uploadDocument)).toEqual({ status: 'failed', error: NOT_PERMITTED });
    expect(second.writes).toEqual([]);
  });

  it("documents: removing needs remove-internal-document, and only the buyer's own document", async () => {
    const first = await openWithout(['suppliersourcing:remove-internal-document']);
    await dispatchAndSettle(first.store, submitted(removeDocument, { supplierId: FAVOURITE.id, documentVersionId: 1, creator: { createdBy: 'Alex Morgan', createdByUserAccountId: 5001 } }));
    expect(noteMutation(first.store, removeDocument)).toEqual({ status: 'failed', error: NOT_PERMITTED });
    expect(first.writes).toEqual([]);
    first.unmount();
    server.events.removeAllListeners();

    const second = await openWithout([]);
    await dispatchAndSettle(second.store, submitted(removeDocument, { supplierId: FAVOURITE.id, documentVersionId: 1, creator: { createdBy: 'Alex Morgan', createdByUserAccountId: 5003 } }));
    expect(noteMutation(second.store, removeDocument)).toEqual({ status: 'failed', error: NOT_PERMITTED });
    expect(second.writes).toEqual([]);
  });

  it.each<Permission>(['supplychain:approver', 'supplychain:suspend-supplier'])('suspension: saving needs both permissions (without %s)', async (missing) => {
    const { store, writes } = await openWithout([missing]);
    await dispatchAndSettle(
      store,
      submitted(saveSuspension, { supplierId: FAVOURITE.id, suspend: [2001], release: [], suspendedAfter: 1, names: { suspended: '', released: '' } }),
    );
    expect(noteMutation(store, saveSuspension)).toEqual({ status: 'failed', error: NOT_PERMITTED });
    expect(writes).toEqual([]);
    expect(screen.queryByText(/Suspension (saved|Failed)/)).not.toBeInTheDocument();
  });

  it('with every permission the same actions are sent (the checks refuse only what they should)', async () => {
    const { store, writes } = await openWithout([]);
    await dispatchAndSettle(store, submitted(saveNote, { supplierId: FAVOURITE.id, draft: { title: 'T', description: 'D' } }));
    // The notes tab is open: it says the note was saved.
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    await dispatchAndSettle(store, submitted(removeReference, { supplierId: FAVOURITE.id }));
    expect(await screen.findByText('Reference removed')).toBeInTheDocument();
    expect(writes).toEqual([expect.stringMatching(/^POST .*\/entitynotes$/), expect.stringMatching(new RegExp(`^DELETE .*/entityreferences/${FAVOURITE.id}$`))]);
  });
});
