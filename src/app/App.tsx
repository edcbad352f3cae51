import { lazy, Suspense, useMemo } from 'react';
import type { AppConfig } from '@/platform/config/types';
import { resolveFlags, resolveLocalSession } from '@/platform/auth/localSession';
import { mockTokenFor } from '@/platform/auth/personas';
import { readDevOverrides } from '@/platform/dev/overrides';
import { AppRoot } from './AppRoot';
import type { MockControls } from './shell/mockControls';

const Auth0Gate = lazy(() => import('@/platform/auth/Auth0Gate'));

/** Local identity for the mock platform: a persona picked by URL parameter or the development panel. */
function LocalApp({ config, mockControls }: { config: AppConfig; mockControls?: MockControls }) {
  const session = useMemo(
    () => resolveLocalSession(config, readDevOverrides(window.location.search, window.sessionStorage)),
    [config],
  );
  // The mock token lives in memory only, like a real one.
  const getToken = useMemo(() => async () => mockTokenFor(session.identity), [session]);
  return <AppRoot session={session} getToken={getToken} mockControls={mockControls} />;
}

export function App({ config, mockControls }: { config: AppConfig; mockControls?: MockControls }) {
  if (!config.auth0) return <LocalApp config={config} mockControls={mockControls} />;
  return (
    <Suspense fallback={<p role="status">Signing in…</p>}>
      <Auth0Gate settings={config.auth0}>
        {({ identity, getToken }) => (
          <AppRoot
            session={{
              config,
              identity,
              community: identity.community,
              language: identity.language,
              flags: resolveFlags(config, undefined, {}),
            }}
            getToken={getToken}
          />
        )}
      </Auth0Gate>
    </Suspense>
  );
}
