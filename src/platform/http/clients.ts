import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { ServiceKind, ServiceUrls } from '../config/types';

interface ClientsSetup {
  urls: ServiceUrls;
  getToken: () => Promise<string | null>;
  onUnauthorized: () => void;
  /** Read at each call, so a language the buyer picks applies to the next request. */
  getLanguage?: () => string;
  /** config.json requestTimeoutMs; every client stops a call after it (default 20 s). */
  requestTimeoutMs?: number;
}

/** What services use of a host's client: axios's verbs, same signatures, same answers. */
export interface HttpClient {
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
}

let setup: ClientsSetup | null = null;
const cache = new Map<ServiceKind, HttpClient>();

// axios and the interceptors load once the app configures its clients (right before the first
// screen's calls), not with the first paint: the landing shows its static content before it asks
// anything, and the budget of its first load is tight.
let clientModule: Promise<typeof import('./createClient')> | null = null;
function loadClientModule() {
  clientModule ??= import('./createClient').catch((error: unknown) => {
    clientModule = null; // a chunk that failed to load (offline) is tried again on the next call
    throw error;
  });
  return clientModule;
}

function lazyClient(kind: ServiceKind, current: ClientsSetup): HttpClient {
  let instance: Promise<AxiosInstance> | null = null;
  const ready = () =>
    (instance ??= loadClientModule().then(({ createClient }) => {
      const { urls, getToken, onUnauthorized, getLanguage, requestTimeoutMs } = current;
      return createClient({ baseURL: urls[kind], getToken, onUnauthorized, getLanguage, requestTimeoutMs });
    })).catch((error: unknown) => {
      instance = null;
      throw error;
    });
  return {
    get: (url, config) => ready().then((client) => client.get(url, config)),
    delete: (url, config) => ready().then((client) => client.delete(url, config)),
    post: (url, data, config) => ready().then((client) => client.post(url, data, config)),
    put: (url, data, config) => ready().then((client) => client.put(url, data, config)),
    patch: (url, data, config) => ready().then((client) => client.patch(url, data, config)),
  };
}

/**
 * Called once at start-up (and by the test harness) before any service call. The first screen's
 * calls follow at once: axios starts loading now, so the first of them does not wait for its chunk
 * (on the landing, ~30 ms of the way to a usable page).
 */
export function configureClients(next: ClientsSetup): void {
  setup = next;
  cache.clear();
  // A failure here is the first call's to report (it loads the chunk again).
  loadClientModule().catch(() => undefined);
}

/** The thin client for one backend host; services call this, nothing else does. */
export function clientFor(kind: ServiceKind): HttpClient {
  if (!setup) throw new Error('HTTP clients used before configureClients()');
  let client = cache.get(kind);
  if (!client) {
    client = lazyClient(kind, setup);
    cache.set(kind, client);
  }
  return client;
}
