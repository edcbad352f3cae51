import { warmUpStep } from '../db';

/** Milliseconds of warm-up before the worker looks at its queue of calls again. */
export const WARM_UP_SLICE_MS = 8;

/**
 * Builds the network, then its search index, ahead of the first call that needs them, in slices of
 * a few milliseconds: between two slices the worker answers the calls that arrived meanwhile (most of
 * the landing's first calls need neither), and a call that does need them finishes the build at once
 * (getNetwork, getSearchIndex). A MessageChannel message is the next slice's turn: it queues behind
 * the calls already posted, without setTimeout's clamped delay.
 */
export function startWarmUp(step: () => boolean = warmUpStep, sliceMs = WARM_UP_SLICE_MS): Promise<void> {
  const channel = new MessageChannel();
  return new Promise((resolve) => {
    channel.port1.onmessage = () => {
      const sliceEnd = performance.now() + sliceMs;
      let more = step();
      while (more && performance.now() < sliceEnd) more = step();
      if (more) return channel.port2.postMessage(null);
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
