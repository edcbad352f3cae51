import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useListParams, type ListParamsSpec } from '@/platform/list';
import { notesPageKey, notesResource } from './notesResource';
import {
  noteEditorReset, noteRemoveRequested, noteSaveRequested, selectNoteEditor, type NoteDraft,
} from './noteEditorSlice';

/** Spec 02 §9, the reading with 10, 30, 50 (as locations): default 10. */
export const NOTE_PAGE_SIZES = [10, 30, 50];

const NOTES_LIST: ListParamsSpec<'lastUpdatedOn'> = {
  defaults: { page: 1, pageSize: 10, sortName: 'lastUpdatedOn', sortOrder: 'desc' },
  sortNames: ['lastUpdatedOn'],
};

/** The page of notes the URL asks for (page, pageSize), loaded afresh each time it is asked for. */
export function useNotesPage(supplierId: number) {
  const dispatch = useDispatch();
  const list = useListParams(NOTES_LIST);
  const pageSize = NOTE_PAGE_SIZES.includes(list.params.pageSize) ? list.params.pageSize : 10;
  const key = notesPageKey(supplierId, list.params.page, pageSize);
  const selectEntry = useMemo(() => notesResource.selectFor(key), [key]);
  const state = useSelector(selectEntry);
  const { requested } = notesResource.actions;
  // Another page may have changed since it was last shown (a note added moves every note down).
  useEffect(() => {
    dispatch(requested({ key, reload: true }));
  }, [dispatch, requested, key]);
  const retry = useCallback(() => dispatch(requested({ key, reload: true })), [dispatch, requested, key]);
  return { ...state, retry, page: list.params.page, pageSize, change: list.change };
}

export function useNoteEditor(supplierId: number, pageSize: number) {
  const dispatch = useDispatch();
  const editor = useSelector(selectNoteEditor);
  return {
    ...editor,
    /** Opening the modal, or handling a finished save, starts the editor afresh. */
    reset: useCallback(() => dispatch(noteEditorReset()), [dispatch]),
    save: useCallback(
      (draft: NoteDraft, savedMessage: string) => dispatch(noteSaveRequested({ supplierId, pageSize, draft, savedMessage })),
      [dispatch, supplierId, pageSize],
    ),
    remove: useCallback(
      (id: number, removedMessage: string) => dispatch(noteRemoveRequested({ supplierId, pageSize, id, removedMessage })),
      [dispatch, supplierId, pageSize],
    ),
  };
}
