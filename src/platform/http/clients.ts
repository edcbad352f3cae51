import type { AxiosInstance } from 'axios';
import type { ServiceKind, ServiceUrls } from '../config/types';
import { createClient } from './createClient';

interface ClientsSetup {
  urls: ServiceUrls;
  getToken: () => Promise<string | null>;
  onUnauthorized: () => void;
  /** Read at each call, so a language the buyer picks applies to the next request. */
  getLanguage?: () => string;
  /** config.json requestTimeoutMs; every client stops a call after it (default 20 s). */
  requestTimeoutMs?: number;
}

let setup: ClientsSetup | null = null;
const cache = new Map<ServiceKind, AxiosInstance>();

/** Called once at start-up (and by the test harness) before any service call. */
export function configureClients(next: ClientsSetup): void {
  setup = next;
  cache.clear();
}

/** The thin client for one backend host; services call this, nothing else does. */
export function clientFor(kind: ServiceKind): AxiosInstance {
  if (!setup) throw new Error('HTTP clients used before configureClients()');
  let client = cache.get(kind);
  if (!client) {
    const { urls, getToken, onUnauthorized, getLanguage, requestTimeoutMs } = setup;
    client = createClient({ baseURL: urls[kind], getToken, onUnauthorized, getLanguage, requestTimeoutMs });
    cache.set(kind, client);
  }
  return client;
}
