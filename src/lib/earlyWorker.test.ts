import { describe, expect, it } from 'vitest';
import { startWorkerEarly } from './earlyWorker';

/** A Web Worker as a browser reports it: events, and terminate. */
class FakeWorker extends EventTarget {
  terminated = false;
  terminate() {
    this.terminated = true;
  }
  fail(message: string) {
    const event = new Event('error', { cancelable: true });
    Object.assign(event, { message });
    this.dispatchEvent(event);
    return event;
  }
}

const asWorker = (fake: FakeWorker) => fake as unknown as Worker;

describe('startWorkerEarly', () => {
  it('starts the worker at once and hands that same worker over later', () => {
    const fake = new FakeWorker();
    let created = 0;
    const take = startWorkerEarly(() => (created++, asWorker(fake)));
    expect(created).toBe(1);
    expect(take()).toBe(fake);
  });

  it('keeps an error reported before the handover and throws it then, with the worker stopped', () => {
    const fake = new FakeWorker();
    const take = startWorkerEarly(() => asWorker(fake));
    expect(fake.fail('Uncaught SyntaxError').defaultPrevented).toBe(true);
    expect(() => take()).toThrow('Uncaught SyntaxError');
    expect(fake.terminated).toBe(true);
  });

  it('leaves errors after the handover to the new owner', () => {
    const fake = new FakeWorker();
    const take = startWorkerEarly(() => asWorker(fake));
    const worker = take();
    expect(fake.fail('later').defaultPrevented).toBe(false);
    expect(worker).toBe(fake);
  });

  it('throws at the handover what creating the worker threw', () => {
    const take = startWorkerEarly(() => {
      throw new Error('Workers are blocked');
    });
    expect(() => take()).toThrow('Workers are blocked');
  });
});
