import type { Action } from '@reduxjs/toolkit';
import { lazySaga } from '@/platform/async';
import { filtersValidated, searchSessionLoaded, sessionRequested } from '../contract';

/** The contract events this half reacts to, besides its own `searchSession/…` actions. */
const CONTRACT_EVENTS: ReadonlySet<string> = new Set([filtersValidated.type, sessionRequested.type, searchSessionLoaded.type]);
const isOurs = (action: Action) =>
  typeof action.type === 'string' && (action.type.startsWith('searchSession/') || CONTRACT_EVENTS.has(action.type));

/**
 * The session half's sagas live in their own chunk so they stay out of the landing route's
 * first load (bundle budget). Actions dispatched while it loads are replayed to them, not lost.
 */
export function* searchSessionSaga() {
  yield* lazySaga(() => import('./searchSessionWorkers').then((m) => m.default), isOurs, { afterFirstContent: true });
}
