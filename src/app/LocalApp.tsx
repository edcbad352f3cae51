import { lazy, Suspense, useMemo } from 'react';
import type { AppConfig } from '@/platform/config/types';
import { localSessionToken, resolveLocalSession } from '@/platform/auth/localSession';
import { mockPlatformRefusal } from '@/platform/config/mockPlatformHost';
import { readDevOverrides } from '@/platform/dev/overrides';
import { readSavedLanguages } from '@/platform/auth/savedLanguages';
import { AppRoot } from './AppRoot';
import type { MockControls } from './shell/mockControls';

const ConfigErrorPage = lazy(() => import('./boot/ConfigErrorPage').then((m) => ({ default: m.ConfigErrorPage })));

/** Local identity for the mock platform: a persona picked by URL parameter or the development panel. */
export default function LocalApp({ config, mockControls }: { config: AppConfig; mockControls?: MockControls }) {
  const overrides = useMemo(() => readDevOverrides(window.location.search, window.sessionStorage), []);
  const session = useMemo(() => resolveLocalSession(config, overrides, readSavedLanguages(window.localStorage)), [config, overrides]);
  // The mock token lives in memory only, like a real one. Every call asks for it first, so every
  // call waits here for the mock platform when the app rendered before it was ready.
  const ready = mockControls?.ready;
  const getToken = useMemo(
    () => async () => {
      await ready;
      return localSessionToken(session.identity, overrides);
    },
    [session, overrides, ready],
  );
  // The mock platform refuses a host that is not local unless config says so (it does not start either).
  const refusal = mockPlatformRefusal(config, window.location.hostname);
  if (refusal) {
    return (
      <Suspense fallback={null}>
        <ConfigErrorPage configKey={refusal.key} reason={refusal.reason} />
      </Suspense>
    );
  }
  return <AppRoot session={session} getToken={getToken} mockControls={mockControls} />;
}
