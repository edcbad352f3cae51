import type { Action } from '@reduxjs/toolkit';
import { lazySaga } from '@/platform/async';

const isOurs = (action: Action) => typeof action.type === 'string' && action.type.startsWith('segments/');

/** Workers and the services they call load in their own chunk, out of the landing route's first load. */
export function* segmentsSaga() {
  yield* lazySaga(() => import('./segmentsWorkers').then((m) => m.watchSegments), isOurs);
}
