import type { Action } from '@reduxjs/toolkit';
import { lazySaga } from '@/platform/async';
import { languagePicked } from '@/platform/session';

const isOurs = (action: Action) => action.type.startsWith('shell/') || action.type === languagePicked.type;

/**
 * The shell's saga (storing a picked language) and its service load in their own chunk, in
 * parallel with the first screen; a language picked before they arrive waits for them (lazySaga
 * replays it). The shell's reads are resources (useResource in Header, SideMenu, LanguageSelect).
 */
export function* shellSaga() {
  yield* lazySaga(() => import('./shellWorkers').then((m) => m.default), isOurs);
}
