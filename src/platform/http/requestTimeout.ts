/** Every call gives up after this long unless config.json says otherwise (requestTimeoutMs). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;

/**
 * One signal that aborts when either does, with the first one's reason. AbortSignal.any where the
 * browser has it; Safari < 17.4, Chrome < 116 and Firefox < 124 lack it, and without this every
 * call failed there ("Request has failed") before it left.
 */
export function eitherSignal(first: AbortSignal, second: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([first, second]);
  const controller = new AbortController();
  const signals = [first, second];
  const stop = (source: AbortSignal) => {
    for (const signal of signals) signal.removeEventListener('abort', onAbort);
    controller.abort(source.reason);
  };
  function onAbort(this: AbortSignal) {
    stop(this);
  }
  const alreadyAborted = signals.find((signal) => signal.aborted);
  if (alreadyAborted) stop(alreadyAborted);
  else for (const signal of signals) signal.addEventListener('abort', onAbort);
  return controller.signal;
}

/**
 * A call's signal with a deadline: past it the request is aborted with a TimeoutError, which the
 * client reports as a `timeout` ApiError instead of hanging ("Loading results" forever). It joins
 * the caller's signal, so a saga's cancellation (takeLatest, abortable) still aborts the call as
 * before; it works the same in every axios adapter.
 */
export function withDeadline(signal: unknown, timeoutMs: number): AbortSignal {
  const deadline = AbortSignal.timeout(timeoutMs);
  return signal ? eitherSignal(signal as AbortSignal, deadline) : deadline;
}

/** Whether a failed call was stopped by its deadline (not by its caller). */
export const timedOut = (config: { signal?: unknown } | undefined): boolean =>
  (config?.signal as AbortSignal | undefined)?.reason?.name === 'TimeoutError';
