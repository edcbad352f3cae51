import type { Action } from '@reduxjs/toolkit';
import { lazySaga } from '@/platform/async';

const isOurs = (action: Action) => typeof action.type === 'string' && action.type.startsWith('exportResults/');

/** Workers and the services they call load in their own chunk, out of the landing route's first load. */
export function* exportResultsSaga() {
  yield* lazySaga(() => import('./exportResultsWorkers').then((m) => m.watchExportResults), isOurs);
}
