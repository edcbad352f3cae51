import { lazy, Suspense } from 'react';
import type { AppConfig } from '@/platform/config/types';
import { resolveFlags } from '@/platform/flags/resolveFlags';
import { bootText } from '@/platform/i18n/bootText';
import { AppRoot } from './AppRoot';
import type { MockControls } from './shell/mockControls';

// Each identity provider is its own chunk: Auth0 for deployments, personas for the mock platform.
const Auth0Gate = lazy(() => import('@/platform/auth/Auth0Gate'));
const LocalApp = lazy(() => import('./LocalApp'));

// Before a session (and i18next) exists: the browser's language decides.
const Starting = () => <p role="status">{bootText().loading}</p>;

export function App({ config, mockControls }: { config: AppConfig; mockControls?: MockControls }) {
  if (!config.auth0) {
    return (
      <Suspense fallback={<Starting />}>
        <LocalApp config={config} mockControls={mockControls} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<Starting />}>
      <Auth0Gate settings={config.auth0}>
        {({ identity, getToken }) => (
          <AppRoot
            session={{
              config,
              identity,
              community: identity.community,
              language: identity.language,
              // LaunchDarkly (when configured) refines these once it answers.
              flags: resolveFlags(config, undefined, {}),
            }}
            getToken={getToken}
          />
        )}
      </Auth0Gate>
    </Suspense>
  );
}
