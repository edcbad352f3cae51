import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';

/** Every call gives up after this long unless config.json says otherwise (requestTimeoutMs). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;

interface Deadline {
  timer: ReturnType<typeof setTimeout>;
  expired: boolean;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set by the client for each call (requestTimeout.ts); not for services to use. */
    deadline?: Deadline;
  }
}

/**
 * Gives each call a deadline: past it the request is aborted and `hasExpired` says so, so the
 * failure becomes a `timeout` ApiError, not a hang ("Loading results" forever). The deadline
 * aborts through its own AbortController joined to the caller's signal, so a saga's cancellation
 * (takeLatest, abortable) still aborts the call as before; it works the same in every axios adapter.
 */
export function addRequestTimeout(client: AxiosInstance, timeoutMs: number): void {
  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const controller = new AbortController();
    const outer = config.signal;
    if (outer?.aborted) controller.abort();
    else outer?.addEventListener?.('abort', () => controller.abort());
    const deadline: Deadline = { expired: false, timer: setTimeout(() => {
      deadline.expired = true;
      controller.abort();
    }, timeoutMs) };
    config.deadline = deadline;
    config.signal = controller.signal;
    return config;
  });
}

/** Ends the deadline of a finished call; true when that call was stopped by it. */
export function settleDeadline(config: { deadline?: Deadline } | undefined): boolean {
  const deadline = config?.deadline;
  if (!deadline) return false;
  clearTimeout(deadline.timer);
  return deadline.expired;
}
