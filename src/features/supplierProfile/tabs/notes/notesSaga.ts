import { all, call, put, select, takeLeading } from 'redux-saga/effects';
import { failureOf } from '@/platform/auth/leaveIfNotAuthorised';
import { notPermittedError } from '@/platform/auth/notPermitted';
import { canEditNotes, canRemoveNotes } from '@/platform/auth/profilePolicies';
import type { ApiError } from '@/platform/http';
import { selectProfilePolicy } from '@/platform/session/profileSelectors';
import { createNote, removeNote, updateNote } from '@/services/entityNotes/entityNotesService';
import { showToast } from '@/ui/toastQueue';
import { notesPageKey, notesResource } from './notesResource';
import {
  noteRemoved, noteRemoveFailed, noteRemoveRequested, noteSaved, noteSaveFailed, noteSaveRequested,
} from './noteEditorSlice';

/** After a change the list goes back to page 1, loaded afresh (spec 02 §4 "Notes"). */
const reloadFirstPage = (supplierId: number, pageSize: number) =>
  put(notesResource.actions.requested({ key: notesPageKey(supplierId, 1, pageSize), reload: true }));

function* saveNote({ payload }: ReturnType<typeof noteSaveRequested>) {
  const { supplierId, pageSize, draft, savedMessage } = payload;
  // The rule behind Add note and Edit: a dispatch that gets past a button shown by mistake is refused too.
  const allowed: boolean = yield select(selectProfilePolicy(canEditNotes));
  if (!allowed) {
    yield put(noteSaveFailed({ error: notPermittedError() }));
    return;
  }
  try {
    // Text goes as typed (no trimming of what the buyer wrote); only the check for emptiness trims.
    if (draft.id === undefined) yield call(createNote, { entityId: supplierId, title: draft.title, description: draft.description });
    else yield call(updateNote, { id: draft.id, title: draft.title, description: draft.description });
    yield put(noteSaved());
    yield reloadFirstPage(supplierId, pageSize);
    yield call(showToast, { title: savedMessage, tone: 'success' });
  } catch (caught) {
    const error: ApiError = yield call(failureOf, caught);
    yield put(noteSaveFailed({ error }));
  }
}

function* removeOne({ payload }: ReturnType<typeof noteRemoveRequested>) {
  const { supplierId, pageSize, id, removedMessage } = payload;
  const allowed: boolean = yield select(selectProfilePolicy(canRemoveNotes));
  if (!allowed) {
    yield put(noteRemoveFailed({ error: notPermittedError() }));
    return;
  }
  try {
    yield call(removeNote, id);
    yield put(noteRemoved());
    yield reloadFirstPage(supplierId, pageSize);
    yield call(showToast, { title: removedMessage, tone: 'success' });
  } catch (caught) {
    const error: ApiError = yield call(failureOf, caught);
    yield put(noteRemoveFailed({ error }));
  }
}

export function* notesSaga() {
  yield all([call(notesResource.saga), takeLeading(noteSaveRequested.type, saveNote), takeLeading(noteRemoveRequested.type, removeOne)]);
}
