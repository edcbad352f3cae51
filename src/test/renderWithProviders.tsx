import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@/app/AppProviders';
import { AriaProviders } from '@/app/AriaProviders';
import { makeStore, type RootState } from '@/app/store';
import { Shell } from '@/app/shell/Shell';
import { AppRoutes } from '@/app/routes/AppRoutes';
import { configureClients } from '@/platform/http';
import { createI18n, NAMESPACES } from '@/platform/i18n';
import { resolveLocalSession } from '@/platform/auth/localSession';
import { mockTokenFor, type PersonaId } from '@/platform/auth/personas';
import { memoryLocation, NavigatorBridge, Route, Router, useLocation, useSearch } from '@/platform/router';
import type { CommunityCode, Language } from '@/platform/config/types';
import type { Flags } from '@/platform/flags/flags';
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
}

let currentLocation = '';
function LocationProbe() {
  const [pathname] = useLocation();
  const search = useSearch();
  currentLocation = `${pathname}${search ? `?${search}` : ''}`;
  return null;
}

/** The URL the router is on now (pathname + search), for asserting navigation. */
export const currentPath = () => currentLocation;

/** Real store, real sagas, real HTTP layer against msw/node: what a user sees, nothing mocked inside. */
export async function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const config = testConfig();
  const session = resolveLocalSession(config, {
    persona: options.persona,
    community: options.community,
    language: options.language,
    flags: options.flags ?? {},
  });
  configureClients({
    urls: config.services,
    getToken: async () => mockTokenFor(session.identity),
    onUnauthorized: () => undefined,
  });
  const store = makeStore({ session, ...options.preloadedState });
  trackTestStore(store);
  const i18n = await createI18n(session.language);
  // The app loads each screen's texts on demand (the screen suspends); tests start with them all.
  await i18n.loadNamespaces(NAMESPACES);
  const user = userEvent.setup();
  const location = memoryLocation({ path: options.route ?? '/', record: true });
  const result = render(
    <AppProviders store={store} i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <NavigatorBridge />
        <LocationProbe />
        <AriaProviders>
          <Suspense fallback={null}>{options.path ? <Route path={options.path} nest>{ui}</Route> : ui}</Suspense>
        </AriaProviders>
      </Router>
    </AppProviders>,
  );
  return { ...result, store, user, i18n, history: location.history };
}

/** The whole routed app inside the shell, as a buyer would open it at `route`. */
export function renderApp(options: RenderOptions = {}) {
  return renderWithProviders(
    <Shell>
      <AppRoutes />
    </Shell>,
    options,
  );
}
