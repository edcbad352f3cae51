import { Suspense } from 'react';
import { lazyScreen } from '@/platform/async';
import type { AppConfig } from '@/platform/config/types';
import { resolveFlags } from '@/platform/flags/resolveFlags';
import { bootText } from '@/platform/i18n/bootText';
import { BootStatus } from '@/ui/BootStatus';
import { AppRoot } from './AppRoot';
import type { MockControls } from './shell/mockControls';

// Each identity provider is its own chunk: Auth0 for deployments, personas for the mock platform.
const Auth0Gate = lazyScreen(() => import('@/platform/auth/Auth0Gate'), 'default');
const LocalApp = lazyScreen(() => import('./LocalApp'), 'default');

/**
 * The identity provider's chunk, for main.tsx to await before the first render: the app then renders
 * without suspending at its root. A fallback shown there made React hold the whole app's reveal back
 * (up to 300 ms after it showed), and the first screen's calls with it.
 */
export const preloadIdentity = (config: AppConfig): Promise<void> => (config.auth0 ? Auth0Gate : LocalApp).preload();

// Before a session (and i18next) exists: the browser's language decides.
const Starting = () => <BootStatus>{bootText().loading}</BootStatus>;

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
