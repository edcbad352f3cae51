import { put, select } from 'redux-saga/effects';
import type { AsyncState } from '@/platform/async';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import { supplierDetails } from './supplierDetails';

/**
 * What the buyer changed on a loaded supplier without reloading it: the favourite toggle
 * (optimistic, reverted on failure), isSuspended after a suspension save. Applied to the loaded
 * details entry in place (the resource layer's patch); nothing when the details are not loaded.
 */
export function* patchDetails(supplierId: number, patch: Partial<SupplierDetailsDto>) {
  const entry: AsyncState<SupplierDetailsDto> = yield select(supplierDetails.selectFor(supplierId));
  if (entry.status === 'loaded' && entry.data) {
    yield put(supplierDetails.actions.patched({ key: supplierId, data: { ...entry.data, ...patch } }));
  }
}
