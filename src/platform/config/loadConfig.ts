import { parseConfig, type ConfigResult } from './parseConfig';

/**
 * How long config.json may take, the body included. A host that accepts the request and never
 * answers otherwise left "Loading configuration…" on screen for ever; after this the error page
 * says so and offers Retry.
 */
export const CONFIG_TIMEOUT_MS = 15_000;

/** A failure of the request itself (not of its content): worth a Retry. */
export type ConfigLoadResult = ConfigResult | { ok: false; key: 'config.json'; reason: string; retryable: true };

async function readConfig(url: string, started: Promise<Response> | undefined, signal: AbortSignal): Promise<ConfigLoadResult> {
  let response: Response;
  try {
    // `started`: the same request, begun by index.html before the app's code had loaded.
    response = await (started ?? fetch(url, { cache: 'no-store', signal }));
  } catch {
    return { ok: false, key: 'config.json', reason: 'could not be fetched', retryable: true };
  }
  if (!response.ok) return { ok: false, key: 'config.json', reason: `could not be loaded (HTTP ${response.status})`, retryable: true };
  try {
    return parseConfig(await response.json());
  } catch {
    return { ok: false, key: 'config.json', reason: 'is not valid JSON' };
  }
}

/** Fetches and validates the runtime configuration; network, time-out or JSON failures name config.json itself. */
export async function loadConfig(url: string, started?: Promise<Response>, timeoutMs = CONFIG_TIMEOUT_MS): Promise<ConfigLoadResult> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<ConfigLoadResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ ok: false, key: 'config.json', reason: `did not answer within ${Math.round(timeoutMs / 1000)} seconds`, retryable: true });
    }, timeoutMs);
  });
  try {
    return await Promise.race([readConfig(url, started, controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
