import { describe, expect, it } from 'vitest';
import { intlWarmUpScript } from '../../../scripts/landingShell';

/**
 * Runs index.html's Intl warm-up against a stand-in browser: `workers` holds each worker it starts
 * (its script and whether it was ended), `intlCalls` counts the page thread's own uses of Intl.
 */
function runWarmUp({ workersAvailable = true } = {}) {
  const blobs = new Map<string, Blob>();
  const revoked: string[] = [];
  const workers: { script: Blob; terminated: boolean; answer: () => void }[] = [];
  let intlCalls = 0;
  class FakeWorker {
    onmessage: (() => void) | null = null;
    constructor(address: string) {
      if (!workersAvailable) throw new Error('Worker is not allowed');
      const worker = { script: blobs.get(address)!, terminated: false, answer: () => this.onmessage?.() };
      workers.push(worker);
      this.terminate = () => {
        worker.terminated = true;
      };
    }
    terminate = () => {};
  }
  const url = {
    createObjectURL: (blob: Blob) => {
      const address = `blob:warm-up-${blobs.size}`;
      blobs.set(address, blob);
      return address;
    },
    revokeObjectURL: (address: string) => revoked.push(address),
  };
  const intl = { DateTimeFormat: { supportedLocalesOf: () => (intlCalls++, []) } };
  new Function('Worker', 'URL', 'Intl', intlWarmUpScript())(FakeWorker, url, intl);
  return { workers, revoked, intlCalls: () => intlCalls };
}

describe("index.html's Intl warm-up", () => {
  it("asks Intl for the browser's locales in a worker of its own, never on the page's thread", async () => {
    const page = runWarmUp();
    expect(page.workers).toHaveLength(1);
    expect(await page.workers[0].script.text()).toContain('Intl.DateTimeFormat.supportedLocalesOf([navigator.language||"en-US"])');
    expect(page.intlCalls()).toBe(0);
  });

  it('ends the worker and frees its script once it has answered', () => {
    const page = runWarmUp();
    expect(page.workers[0].terminated).toBe(false);
    page.workers[0].answer();
    expect(page.workers[0].terminated).toBe(true);
    expect(page.revoked).toEqual(['blob:warm-up-0']);
  });

  it('does nothing, and throws nothing, where a worker cannot start', () => {
    const page = runWarmUp({ workersAvailable: false });
    expect(page.workers).toEqual([]);
    expect(page.intlCalls()).toBe(0);
  });
});
