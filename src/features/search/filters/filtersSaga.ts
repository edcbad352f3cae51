import type { Action } from '@reduxjs/toolkit';
import { lazySaga } from '@/platform/async';
import { applyRequested, searchSessionLoaded } from '../contract';

const CONTRACT_EVENTS: ReadonlySet<string> = new Set([applyRequested.type, searchSessionLoaded.type]);
const isOurs = (action: Action) =>
  typeof action.type === 'string' && (action.type.startsWith('searchFilters/') || CONTRACT_EVENTS.has(action.type));

/** The filters half's sagas load in their own chunk, outside the landing route's first load (bundle budget). */
export function* filtersSaga() {
  yield* lazySaga(() => import('./filtersWorkers').then((m) => m.default), isOurs, { afterFirstContent: true });
}
