/** Every call gives up after this long unless config.json says otherwise (requestTimeoutMs). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;

/**
 * A call's signal with a deadline: past it the request is aborted with a TimeoutError, which the
 * client reports as a `timeout` ApiError instead of hanging ("Loading results" forever). It joins
 * the caller's signal, so a saga's cancellation (takeLatest, abortable) still aborts the call as
 * before; it works the same in every axios adapter.
 */
export function withDeadline(signal: unknown, timeoutMs: number): AbortSignal {
  const deadline = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal as AbortSignal, deadline]) : deadline;
}

/** Whether a failed call was stopped by its deadline (not by its caller). */
export const timedOut = (config: { signal?: unknown } | undefined): boolean =>
  (config?.signal as AbortSignal | undefined)?.reason?.name === 'TimeoutError';
