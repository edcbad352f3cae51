import type { Action } from '@reduxjs/toolkit';
import { lazySaga } from '@/platform/async';
import { languagePicked } from '@/platform/session';

const isOurs = (action: Action) => action.type.startsWith('shell/') || action.type === languagePicked.type;

/**
 * The shell's sagas (menu, languages, settings, logo, language save) and their services load in
 * their own chunk, in parallel with the first screen; shellEntered waits for them (lazySaga replays it).
 */
export function* shellSaga() {
  yield* lazySaga(() => import('./shellWorkers').then((m) => m.default), isOurs);
}
