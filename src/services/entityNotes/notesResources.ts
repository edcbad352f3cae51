import { canEditNotes, canRemoveNotes } from '@/platform/auth/profilePolicies';
import { defineMutation, defineResource, tag } from '@/platform/resource';
import { selectProfilePolicy } from '@/platform/session/profileSelectors';
import { createNote, getNotes, removeNote, updateNote } from './entityNotesService';

/** Every page of a supplier's notes provides this tag; every change to them invalidates it. */
const notesOf = (supplierId: number) => tag('notes', supplierId);

/** One page of the organisation's notes on a supplier (spec 02 §2.10). */
export const notesPage = defineResource({
  name: 'entityNotes/notesPage',
  load: ({ supplierId, page, pageSize }: { supplierId: number; page: number; pageSize: number }, signal) =>
    getNotes(supplierId, page, pageSize, signal),
  provides: ({ supplierId }) => [notesOf(supplierId)],
  transition: true,
});

/** What the note modal sends: no id adds a note, an id edits that note. */
export interface NoteDraft {
  id?: number;
  title: string;
  description: string;
}

/** Add or edit a note; tracked per supplier (the one modal). Text goes as typed: only emptiness checks trim. */
export const saveNote = defineMutation({
  name: 'entityNotes/saveNote',
  run: ({ supplierId, draft }: { supplierId: number; draft: NoteDraft }) =>
    draft.id === undefined
      ? createNote({ entityId: supplierId, title: draft.title, description: draft.description })
      : updateNote({ id: draft.id, title: draft.title, description: draft.description }),
  scope: ({ supplierId }) => ({ supplierId }),
  invalidates: ({ supplierId }) => [notesOf(supplierId)],
  // The rule behind Add note and Edit: a dispatch that gets past a button shown by mistake is refused too.
  rule: selectProfilePolicy(canEditNotes),
});

export const removeNoteOf = defineMutation({
  name: 'entityNotes/removeNote',
  run: ({ id }: { supplierId: number; id: number }) => removeNote(id),
  scope: ({ supplierId }) => ({ supplierId }),
  invalidates: ({ supplierId }) => [notesOf(supplierId)],
  rule: selectProfilePolicy(canRemoveNotes),
});
