import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { AsyncState } from '@/platform/async';
import { failureOf } from '@/platform/auth/leaveIfNotAuthorised';
import { notPermittedError } from '@/platform/auth/notPermitted';
import { canEditCustomFields } from '@/platform/auth/profilePolicies';
import { isNotPermitted, type ApiError } from '@/platform/http';
import { selectProfilePolicy } from '@/platform/session/profileSelectors';
import { updateSupplierUdfValues } from '@/services/udf/udfService';
import type { SupplierUdfValues } from '@/services/udf/types';
import { showToast } from '@/ui/toastQueue';
import { customFieldsResource, type CustomFieldsData } from './customFieldsResource';
import { customFieldsSaved, customFieldsSaveFailed, customFieldsSaveRequested } from './customFieldsEditorSlice';

function* save({ payload }: ReturnType<typeof customFieldsSaveRequested>) {
  const { key, supplierId, sectionId, values, messages } = payload;
  // The rule behind Edit: a save that gets past a button shown by mistake is refused too (the section says why).
  const allowed: boolean = yield select(selectProfilePolicy(canEditCustomFields));
  if (!allowed) {
    yield put(customFieldsSaveFailed({ sectionId, error: notPermittedError() }));
    return;
  }
  try {
    const reply: SupplierUdfValues = yield call(updateSupplierUdfValues, supplierId, values);
    // The view shows what the server now holds at once, without another round trip.
    const current: AsyncState<CustomFieldsData> = yield select(customFieldsResource.selectFor(key));
    if (current.data) {
      yield put(customFieldsResource.actions.patched({ key, data: { ...current.data, values: reply.values ?? values } }));
    }
    yield put(customFieldsSaved({ sectionId }));
    yield call(showToast, { title: messages.saved, tone: 'success' });
  } catch (caught) {
    // Nothing is shown as saved: the section stays in edit with the buyer's values.
    const error: ApiError = yield call(failureOf, caught);
    yield put(customFieldsSaveFailed({ sectionId, error }));
    // A refusal is said in the section itself; "try again" would not help.
    if (!isNotPermitted(error)) yield call(showToast, { title: messages.failed, tone: 'error' });
  }
}

export function* customFieldsSaga() {
  yield takeLeading(customFieldsSaveRequested.type, save);
}
