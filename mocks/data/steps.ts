/**
 * Long builds of the mock platform (the network, its search index) are generators that pause between
 * steps, so a worker can answer calls in between (mocks/db.ts). This runs one to its end at once.
 */
export function finishSteps<T>(steps: Iterator<unknown, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
