import { afterEach, describe, expect, it, vi } from 'vitest';
import { disablePersistence, getDb } from '../db';
import { STORAGE_KEY } from '../storageKeys';
import { connectPlatform } from './connect';
import { adoptSnapshot, answer, primeHandlers, startPlatform } from './core';
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

/** POST /entityNotes/entitynotes: a note on `entityId` (spec 02 §7). */
const postNote = (entityId: number, description: string): SerializedRequest => ({
  method: 'POST',
  url: 'http://localhost/mock-api/entityNotes/entitynotes',
  headers: [AUTH, ['content-type', 'application/json']],
  body: new TextEncoder().encode(JSON.stringify({ entityId, title: '', description })).buffer,
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

describe('two tabs of one browser (each with its own platform, one localStorage)', () => {
  const noteTexts = async (entityId: number): Promise<string[]> =>
    decode(await answer(get(`/entityNotes/entitynotes/${entityId}?itemsPerPage=50`))).data.items.map((note: { description: string }) => note.description);

  it("carries on from what the other tab stored, so its own next write keeps the other tab's note", async () => {
    // This tab started before the other one wrote anything.
    const kept: (string | null)[] = [];
    startPlatform({ snapshot: null, faults: [] }, (s) => kept.push(s));
    const before = await noteTexts(100001);

    // The other tab (its own platform) writes a note on supplier 100001 and stores it.
    await answer(postNote(100001, 'Written in the other tab'));
    const otherTabs = kept.at(-1)!;
    adoptSnapshot(null);
    expect(await noteTexts(100001)).toEqual(before);

    // The page hands this tab's platform what the other tab stored; then this tab writes.
    adoptSnapshot(otherTabs);
    expect(await noteTexts(100001)).toEqual(['Written in the other tab', ...before]);
    await answer(postNote(100002, 'Written in this tab'));
    startPlatform({ snapshot: kept.at(-1)!, faults: [] }, () => undefined); // a reload of either tab
    expect(await noteTexts(100001)).toEqual(['Written in the other tab', ...before]);
    expect(await noteTexts(100002)).toContain('Written in this tab');
  });

  it("forgets what the buyer did once the other tab resets the mock data, and does not store it again", async () => {
    const kept: (string | null)[] = [];
    startPlatform({ snapshot: null, faults: [] }, (s) => kept.push(s));
    const before = await noteTexts(100001);
    await answer(postNote(100001, 'Before the reset'));

    adoptSnapshot(null); // the other tab's Reset mock data removed the stored copy
    await answer(putLanguage('fr'));
    expect(await noteTexts(100001)).toEqual(before);
    expect(JSON.parse(kept.at(-1)!).db.notes).toEqual({});
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

  it('hands the worker what another tab stored, and nothing for other keys', async () => {
    const worker = new WorkerNotRunYet();
    const platform = connectPlatform([], () => worker as unknown as Worker);
    await platform.ready;
    localStorage.setItem(STORAGE_KEY, '{"from":"the other tab"}');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something.else', storageArea: localStorage }));
    localStorage.removeItem(STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, storageArea: localStorage }));
    expect(worker.posted.slice(1)).toEqual([
      { type: 'stored', snapshot: '{"from":"the other tab"}' },
      { type: 'stored', snapshot: null },
    ]);
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
