import { StrictMode, Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@/app/AppProviders';
import { AriaProviders } from '@/app/AriaProviders';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { Shell } from '@/app/shell/Shell';
import { AppRoutes } from '@/app/routes/AppRoutes';
import { configureClients } from '@/platform/http';
import { createI18n, NAMESPACES } from '@/platform/i18n';
import { resolveLocalSession } from '@/platform/auth/localSession';
import { withoutPermissions, type PersonaId } from '@/platform/auth/personas';
import { mockTokenFor } from '@/platform/auth/mockToken';
import { MemoryRouter, NavigatorBridge, Route, Routes, useLocation } from '@/platform/router';
import { screenFor, screens } from '@/app/routes/routeScreens';
import { pathBelowSupplier, profileDeepLinkFor } from '@/app/boot/profileDeepLinks';
import type { AppConfig, CommunityCode, Language } from '@/platform/config/types';
import type { Flags } from '@/platform/flags/flags';
import type { Permission } from '@/platform/auth/permissions';
import { testConfig } from './testConfig';
import { trackTestStore } from './liveStores';

export interface RenderOptions {
  route?: string;
  persona?: PersonaId;
  community?: CommunityCode;
  language?: Language;
  flags?: Partial<Flags>;
  preloadedState?: Partial<Omit<RootState, 'session'>>;
  /** Path pattern the element is mounted at (e.g. "/supplier/:supplierId"), so useParams works. */
  path?: string;
  /** Awaited after the store exists and before the first render (e.g. the route's lazy screen). */
  beforeRender?: (store: AppStore) => Promise<void>;
  /**
   * Inside <StrictMode>, as main.tsx renders the app: under `npm start` React mounts every
   * component twice, so each entry effect dispatches twice.
   */
  strict?: boolean;
  /** Another configuration than the shipped mock-platform one (e.g. a real deployment's). */
  config?: AppConfig;
  /** Permissions the persona loses for this test (e.g. the profile's permission rules). */
  withoutPermissions?: Permission[];
  /**
   * Permissions the mock platform takes away while the app keeps them (the token drops them, as the
   * `serverWithout` URL parameter does): the app offers the action and the server refuses it.
   */
  serverWithoutPermissions?: Permission[];
}

let currentLocation = '';
function LocationProbe() {
  const { pathname, search } = useLocation();
  currentLocation = `${pathname}${search}`;
  return null;
}

/** The URL the router is on now (pathname + search), for asserting navigation. */
export const currentPath = () => currentLocation;

/** Real store, real sagas, real HTTP layer against msw/node: what a user sees, nothing mocked inside. */
export async function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const config = options.config ?? testConfig();
  const session = resolveLocalSession(config, {
    persona: options.persona,
    community: options.community,
    language: options.language,
    flags: options.flags ?? {},
  });
  if (options.withoutPermissions?.length && session.identity) {
    const removed = new Set(options.withoutPermissions);
    session.identity = { ...session.identity, permissions: session.identity.permissions.filter((p) => !removed.has(p)) };
  }
  let store: AppStore | null = null;
  configureClients({
    urls: config.services,
    requestTimeoutMs: config.requestTimeoutMs,
    getToken: async () =>
      mockTokenFor({ ...session.identity, permissions: withoutPermissions(session.identity.permissions, options.serverWithoutPermissions ?? []) }),
    onUnauthorized: () => undefined,
    // As the app does: calls ask for the buyer's language (the mock answers reference data in it).
    getLanguage: () => store?.getState().session.language ?? session.language,
  });
  store = makeStore({ session, ...options.preloadedState });
  trackTestStore(store);
  const i18n = await createI18n(session.language);
  // The app loads each screen's texts on demand (the screen suspends); tests start with them all.
  await i18n.loadNamespaces(NAMESPACES);
  await options.beforeRender?.(store);
  const user = userEvent.setup({ delay: null });
  const tree = (
    <AppProviders store={store} i18n={i18n}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <NavigatorBridge />
        <LocationProbe />
        <AriaProviders>
          <Suspense fallback={null}>
            {options.path ? (
              <Routes>
                <Route path={`${options.path}/*`} element={ui} />
              </Routes>
            ) : (
              ui
            )}
          </Suspense>
        </AriaProviders>
      </MemoryRouter>
    </AppProviders>
  );
  const result = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, store, user, i18n };
}

/**
 * Everything a route needs before a test looks at it: its lazy screen (and the landing page, where
 * most redirects end), a supplier deep link's own tab module, and the late features when the screen
 * acts on results. Awaiting these instead of racing them with a timeout is what keeps screen tests
 * steady on a busy machine.
 */
export async function routeReady(store: AppStore, route: string): Promise<void> {
  const pathname = new URL(route, 'http://app').pathname;
  const { screen, late } = screenFor(pathname);
  await Promise.all([screen.preload(), screens.landing.preload(), deepLinkScreen(pathname), late ? store.lateFeaturesReady : undefined]);
}

/**
 * The tab module a supplier deep link shows inside the profile's frame (the table index.html preloads
 * from in the browser). The frame loads it only once rendered, and its first transform can outlast a
 * findBy's ceiling on a busy machine (the compliance area's took ~10 s in one CI run).
 */
function deepLinkScreen(pathname: string): Promise<unknown> | undefined {
  const below = pathBelowSupplier(pathname);
  return below === null ? undefined : import(/* @vite-ignore */ profileDeepLinkFor(below).module);
}

/** The whole routed app inside the shell, as a buyer would open it at `route`. */
export function renderApp(options: RenderOptions = {}) {
  const route = options.route ?? '/';
  return renderWithProviders(
    <Shell>
      <AppRoutes />
    </Shell>,
    { ...options, route, beforeRender: (store) => routeReady(store, route) },
  );
}
