import { createAction, type Reducer } from '@reduxjs/toolkit';
import type { KeyedState } from '@/platform/async';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import { supplierDetails } from './supplierDetails';

/**
 * What the buyer changed on a loaded supplier without reloading it: the favourite toggle
 * (optimistic, reverted on failure), isSuspended after a suspension save, the reference after the
 * reference dialog. Applied to the loaded details in place.
 */
export const detailsPatched = createAction<{ id: number; patch: Partial<SupplierDetailsDto> }>('supplierProfile/detailsPatched');

export const detailsReducer: Reducer<KeyedState<SupplierDetailsDto>> = (state, action) => {
  const next = supplierDetails.reducer(state, action);
  if (!detailsPatched.match(action)) return next;
  const entry = next[String(action.payload.id)];
  if (!entry?.data) return next;
  return { ...next, [action.payload.id]: { ...entry, data: { ...entry.data, ...action.payload.patch } } };
};
