import type { ApiError } from '../http/ApiError';

export type AsyncStatus = 'init' | 'loading' | 'loaded' | 'error';

/** The one shape of every remote resource in the store (ARCHITECTURE §Conventions 1). */
export interface AsyncState<T> {
  status: AsyncStatus;
  data: T | null;
  error: ApiError | null;
  /** Id of the request in flight; responses carrying another id are stale and ignored. */
  requestId?: number;
}

export const initAsync = <T>(data: T | null = null): AsyncState<T> => ({ status: 'init', data, error: null });

/** Start loading, keeping any previous data visible while the new request runs. */
export function startLoading<T>(state: AsyncState<T>, requestId?: number): void {
  state.status = 'loading';
  state.error = null;
  if (requestId !== undefined) state.requestId = requestId;
}

/** Returns false (and changes nothing) when the response belongs to an older request. */
export function finishLoaded<T>(state: AsyncState<T>, data: T, requestId?: number): boolean {
  if (requestId !== undefined && state.requestId !== undefined && requestId !== state.requestId) return false;
  state.status = 'loaded';
  state.data = data as AsyncState<T>['data'];
  state.error = null;
  return true;
}

export function finishFailed<T>(state: AsyncState<T>, error: ApiError, requestId?: number): boolean {
  if (requestId !== undefined && state.requestId !== undefined && requestId !== state.requestId) return false;
  state.status = 'error';
  state.error = error;
  return true;
}

export const isSettled = (state: AsyncState<unknown>) => state.status === 'loaded' || state.status === 'error';
export const needsLoad = (state: AsyncState<unknown>) => state.status === 'init' || state.status === 'error';

/** Spec slices that speak NONE/PENDING/SUCCESS/FAILURE map onto our four statuses. */
export const LEGACY_STATUS: Record<'NONE' | 'PENDING' | 'SUCCESS' | 'FAILURE', AsyncStatus> = {
  NONE: 'init',
  PENDING: 'loading',
  SUCCESS: 'loaded',
  FAILURE: 'error',
};

let nextRequestId = 1;
export const newRequestId = () => nextRequestId++;
