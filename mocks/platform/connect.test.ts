import { afterEach, describe, expect, it, vi } from 'vitest';
import { disablePersistence, getDb } from '../db';
import { STORAGE_KEY } from '../storageKeys';
import { connectPlatform } from './connect';
import { answer, primeHandlers, startPlatform } from './core';
import type { Reply, SerializedRequest } from './protocol';

const AUTH: [string, string] = ['authorization', 'Bearer mock-token:5001'];

const get = (path: string): SerializedRequest => ({ method: 'GET', url: `http://localhost/mock-api${path}`, headers: [AUTH], body: null });
/** PUT /users/language as the app sends it: the language as text (spec 01 §7). */
const putLanguage = (language: string): SerializedRequest => ({
  method: 'PUT',
  url: 'http://localhost/mock-api/claims/users/language',
  headers: [AUTH, ['content-type', 'text/plain']],
  body: new TextEncoder().encode(JSON.stringify(language)).buffer,
});

const decode = (reply: Reply) => (reply?.body ? JSON.parse(new TextDecoder().decode(reply.body)) : null);

/** What the service worker would hear on its end of a request's port. */
function replyPort() {
  const channel = new MessageChannel();
  const reply = new Promise<Reply>((resolve) => {
    channel.port1.onmessage = ({ data }: MessageEvent<Reply>) => {
      channel.port1.close();
      resolve(data);
    };
  });
  return { port: channel.port2, reply };
}

/** A Web Worker whose script never loads: it fails with an error event, as a browser reports it. */
class WorkerThatFails extends EventTarget {
  posted: unknown[] = [];
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {}
  fail() {
    const event = new Event('error', { cancelable: true });
    Object.assign(event, { message: 'Uncaught SyntaxError' });
    this.dispatchEvent(event);
    return event;
  }
}

afterEach(() => {
  disablePersistence();
  localStorage.clear();
});

describe('the mock platform core (what its Web Worker runs)', () => {
  it('answers with the same handlers as msw/node, and null for a path no handler knows', async () => {
    const languages = await answer(get('/claims/languages'));
    expect(languages?.status).toBe(200);
    expect(decode(languages)).toEqual(await (await fetch('http://localhost/mock-api/claims/languages', { headers: [AUTH] })).json());
    expect(await answer(get('/nowhere/at-all'))).toBeNull();
  });

  it('primes its handlers without writing anything or changing what a call gets', async () => {
    const kept: (string | null)[] = [];
    startPlatform({ snapshot: null, faults: [] }, (s) => kept.push(s));
    const before = decode(await answer(get('/search/facets?orgUnitId=2001')));
    const keptBefore = [...kept];
    await primeHandlers('http://localhost');
    // Priming writes nothing, so the page is handed no new snapshot to keep.
    expect(kept).toEqual(keptBefore);
    expect(decode(await answer(get('/search/facets?orgUnitId=2001')))).toEqual(before);
    expect(before.areasOfOperation.length).toBeGreaterThan(0);
  });

  it('leaves a fault meant for the next call to that call, even one that matches every path', async () => {
    startPlatform({ snapshot: null, faults: ['*:/mock-api/:503:once'] }, () => undefined);
    await primeHandlers('http://localhost');
    expect((await answer(get('/claims/languages')))?.status).toBe(503);
    expect((await answer(get('/claims/languages')))?.status).toBe(200);
  });

  it('starts from the page snapshot and the tab faults, and hands back a snapshot after a write', async () => {
    const kept: (string | null)[] = [];
    const snapshot = JSON.stringify({ version: 1, seed: 20240601, size: 5000, db: { userLanguages: { 5001: 'nl' } } });
    startPlatform({ snapshot, faults: ['GET:/claims/languages:503'] }, (s) => kept.push(s));
    expect(getDb().userLanguages[5001]).toBe('nl');
    expect((await answer(get('/claims/languages')))?.status).toBe(503);

    await answer(putLanguage('fr'));
    expect(JSON.parse(kept.at(-1)!).db.userLanguages[5001]).toBe('fr');
  });
});

/** A Web Worker whose script has not run yet: it takes messages and answers nothing. */
class WorkerNotRunYet extends EventTarget {
  posted: { type: string }[] = [];
  postMessage(message: { type: string }) {
    this.posted.push(message);
  }
  terminate() {}
}

describe('the page side, with its Web Worker', () => {
  it('is ready once the worker has been handed the start state, without waiting for its script, and forwards calls behind it', async () => {
    const worker = new WorkerNotRunYet();
    const platform = connectPlatform(['GET:/claims/languages:503'], () => worker as unknown as Worker);
    await platform.ready;
    platform.forward(get('/claims/languages'), replyPort().port);
    expect(worker.posted.map((message) => message.type)).toEqual(['start', 'request']);
  });
});

describe('the page side, when the Web Worker fails', () => {
  it('answers the calls waiting for the worker, and later ones, in the page, and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const worker = new WorkerThatFails();
    const platform = connectPlatform([], () => worker as unknown as Worker);
    expect(worker.posted).toEqual([{ type: 'start', snapshot: null, faults: [] }]);

    const waiting = replyPort();
    platform.forward(get('/claims/languages'), waiting.port);
    // Not left uncaught: the page handles it and goes on without the worker.
    expect(worker.fail().defaultPrevented).toBe(true);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Mock platform worker failed'));
    await platform.ready;
    expect((await waiting.reply)?.status).toBe(200);

    const later = replyPort();
    platform.forward(get('/claims/languages'), later.port);
    expect((await later.reply)?.status).toBe(200);
    error.mockRestore();
  });

  it('keeps what the page platform writes in localStorage, and Reset mock data forgets it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const worker = new WorkerThatFails();
    const platform = connectPlatform([], () => worker as unknown as Worker);
    worker.fail();
    const write = replyPort();
    platform.forward(putLanguage('es'), write.port);
    await write.reply;
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).db.userLanguages[5001]).toBe('es');
    await platform.reset();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    vi.restoreAllMocks();
  });
});
