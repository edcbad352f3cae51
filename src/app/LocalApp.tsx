import { useMemo } from 'react';
import type { AppConfig } from '@/platform/config/types';
import { resolveLocalSession } from '@/platform/auth/localSession';
import { mockTokenFor } from '@/platform/auth/personas';
import { readDevOverrides } from '@/platform/dev/overrides';
import { AppRoot } from './AppRoot';
import type { MockControls } from './shell/mockControls';

/** Local identity for the mock platform: a persona picked by URL parameter or the development panel. */
export default function LocalApp({ config, mockControls }: { config: AppConfig; mockControls?: MockControls }) {
  const session = useMemo(
    () => resolveLocalSession(config, readDevOverrides(window.location.search, window.sessionStorage)),
    [config],
  );
  // The mock token lives in memory only, like a real one. Every call asks for it first, so every
  // call waits here for the mock platform when the app rendered before it was ready.
  const ready = mockControls?.ready;
  const getToken = useMemo(
    () => async () => {
      await ready;
      return mockTokenFor(session.identity);
    },
    [session, ready],
  );
  return <AppRoot session={session} getToken={getToken} mockControls={mockControls} />;
}
