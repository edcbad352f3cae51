import { useCallback, useMemo } from 'react';
import { usePagedResource, type ListParamsSpec } from '@/platform/list';
import { useMutation } from '@/platform/resource';
import { notesPage, removeNoteOf, saveNote, type NoteDraft } from '@/services/entityNotes/notesResources';

/** Spec 02 §9, the reading with 10, 30, 50 (as locations): default 10. */
export const NOTE_PAGE_SIZES = [10, 30, 50];

const NOTES_LIST: ListParamsSpec<'lastUpdatedOn'> = {
  defaults: { page: 1, pageSize: 10, sortName: 'lastUpdatedOn', sortOrder: 'desc' },
  sortNames: ['lastUpdatedOn'],
  pageSizes: NOTE_PAGE_SIZES,
};

/**
 * The page of notes the URL asks for (page, pageSize; a page past the end goes to the last one);
 * a saved or removed note reloads it once.
 */
export const useNotesPage = (supplierId: number) =>
  usePagedResource(notesPage, ({ page, pageSize }) => ({ supplierId, page, pageSize }), { list: NOTES_LIST, total: (data) => data.totalCount });

/**
 * The note modal's save and remove (spec 02 §4 "Notes"), one at a time: `saved` / `removed` tell
 * the screen to close the modal and go to page 1; `saveFailed` / `removeFailed` keep it open.
 */
export type NoteEditorStatus = 'idle' | 'saving' | 'saved' | 'saveFailed' | 'removing' | 'removed' | 'removeFailed';

export function useNoteEditor(supplierId: number) {
  const scope = useMemo(() => ({ supplierId }), [supplierId]);
  const saving = useMutation(saveNote, scope);
  const removing = useMutation(removeNoteOf, scope);
  const status: NoteEditorStatus =
    removing.status !== 'idle'
      ? ({ pending: 'removing', succeeded: 'removed', failed: 'removeFailed' } as const)[removing.status]
      : ({ idle: 'idle', pending: 'saving', succeeded: 'saved', failed: 'saveFailed' } as const)[saving.status];
  const { reset: resetSave, run: runSave } = saving;
  const { reset: resetRemove, run: runRemove } = removing;
  return {
    status,
    error: removing.status !== 'idle' ? removing.error : saving.error,
    /** Opening the modal, or handling a finished save, starts the editor afresh. */
    reset: useCallback(() => {
      resetSave();
      resetRemove();
    }, [resetSave, resetRemove]),
    save: useCallback((draft: NoteDraft) => runSave({ supplierId, draft }), [runSave, supplierId]),
    remove: useCallback((id: number) => runRemove({ supplierId, id }), [runRemove, supplierId]),
  };
}
