import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter, NavigatorBridge } from '@/platform/router';
import { configureClients } from '@/platform/http';
import { takeI18n } from '@/platform/i18n';
import { bootText } from '@/platform/i18n/bootText';
import { flagsReceived, type SessionStartedPayload } from '@/platform/session';
import type { Flags } from '@/platform/flags/flags';
import { Loader } from '@/ui/Loader';
import { whenIdle } from '@/lib/whenIdle';
import { afterFirstContent, awaitFirstContent } from '@/platform/firstContent';
import { AppProviders } from './AppProviders';
import { AriaProviders } from './AriaProviders';
import { makeStore, type AppStore } from './store';
import { BASENAME } from './paths';
import { BootStatus } from '@/ui/BootStatus';
import { Shell } from './shell/Shell';
import { AppRoutes } from './routes/AppRoutes';
import { appPathAtAddress, screenAtAddress } from './routes/routeScreens';
import type { MockControls } from './shell/mockControls';

const LaunchDarklyFlags = lazy(() => import('@/platform/flags/LaunchDarklyFlags'));
const SignedOutPage = lazy(() => import('./boot/SignedOutPage'));

interface Props {
  session: SessionStartedPayload;
  getToken: () => Promise<string | null>;
  mockControls?: MockControls;
}

/** Builds the store and i18n for a signed-in session and renders the routed app inside the shell. */
export function AppRoot({ session, getToken, mockControls }: Props) {
  const [signedOut, setSignedOut] = useState(false);
  const [store] = useState<AppStore>(() => {
    let created: AppStore | null = null;
    configureClients({
      urls: session.config.services,
      requestTimeoutMs: session.config.requestTimeoutMs,
      getToken,
      // HTTP 401 anywhere: to the root domain (spec 01 §8) once, not in a loop (platform/auth/signedOut).
      // A 401 is rare, so that code loads on the first one, off the first load.
      onUnauthorized: () => void import('@/platform/auth/signedOut').then((m) => m.unauthorized(session.config.rootDomainUrl, setSignedOut)),
      getLanguage: () => created?.getState().session.language ?? session.language,
    });
    // Before the store: its root saga starts with it, and the sagas that wait for the first content
    // (the search's, on a supplier deep link) must find it awaited, not load at once.
    if (screenAtAddress().announcesFirstContent) awaitFirstContent();
    created = makeStore({ session });
    return created;
  });
  const [i18n, setI18n] = useState<I18n | null>(null);

  // The first screen's calls start at once, while i18n, the shell and the screen render, not once it has mounted.
  useEffect(() => {
    const first = screenAtAddress();
    for (const event of first.firstEvents?.() ?? []) store.dispatch(event);
    // A chunk that fails to arrive leaves the request to the screen, which shows the failure.
    void first
      .firstRequests?.(appPathAtAddress(), store.getState().session)
      .then((events) => events.forEach((event) => store.dispatch(event)))
      .catch(() => undefined);
  }, [store]);

  useEffect(() => {
    let live = true;
    // The whole app renders once i18n and the first screen's texts are there (main.tsx may have
    // started them already): a transition renders it in slices, not one long task.
    void takeI18n(session.language, screenAtAddress().namespaces).then((instance) => live && startTransition(() => setI18n(instance)));
    return () => {
      live = false;
    };
  }, [session.language]);

  // The late features (export, segments, invite) once the whole app has rendered, its first content
  // has painted and the browser is idle, unless a screen asked for them first: their chunks stay out
  // of the first screen's way.
  useEffect(() => {
    if (!i18n) return;
    let cancelIdle = () => undefined as void;
    const cancelWait = afterFirstContent(() => {
      cancelIdle = whenIdle(() => void store.lateFeaturesReady);
    });
    return () => {
      cancelWait();
      cancelIdle();
    };
  }, [i18n, store]);

  const onFlags = useCallback((flags: Partial<Flags>) => store.dispatch(flagsReceived(flags)), [store]);

  if (!i18n) return <BootStatus>{bootText(session.language).loading}</BootStatus>;
  const { config, identity, community } = session;
  return (
    <AppProviders store={store} i18n={i18n}>
      {config.launchDarkly && (
        <Suspense fallback={null}>
          <LaunchDarklyFlags
            settings={config.launchDarkly}
            identity={identity}
            communityVariantId={config.communities[community].variantId}
            onFlags={onFlags}
          />
        </Suspense>
      )}
      <BrowserRouter basename={BASENAME}>
        <NavigatorBridge />
        <AriaProviders>
          {/* Safety net: anything above the route boundaries that suspends shows the loader, never a blank page. */}
          <Suspense fallback={<Loader label={i18n.t('loading')} />}>
            {signedOut ? (
              <SignedOutPage signInUrl={config.rootDomainUrl} />
            ) : (
              <Shell mockControls={mockControls}>
                <AppRoutes />
              </Shell>
            )}
          </Suspense>
        </AriaProviders>
      </BrowserRouter>
    </AppProviders>
  );
}
