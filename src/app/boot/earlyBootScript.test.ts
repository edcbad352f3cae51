import { describe, expect, it } from 'vitest';
import { earlyBootScript } from '../../../scripts/landingShell';
import { EARLY_MOCK_WORKER, warmsAtOnce, type EarlyMockWorkerHolder } from '@/platform/config/earlyMockWorker';
import { EARLY_CONFIG_FETCH } from './bootShellNames';

const WORKER = '/findsuppliers/assets/mock-platform-abc.js';

/**
 * Runs index.html's early script against a stand-in browser: config.json answers `config` (a string as
 * its raw body), the page is on `hostname`, and the first paint happens when the test says so.
 */
function runEarlyScript(config: unknown, hostname = 'localhost', registeredScripts: string[] = [], pathname = '/findsuppliers/source-supplier', mockPageFiles: string[] = []) {
  const win: Record<string, unknown> = {};
  const registered: { url: string; options: unknown }[] = [];
  const serviceWorker = {
    getRegistrations: () => Promise.resolve(registeredScripts.map((scriptURL) => ({ active: { scriptURL } }))),
    register: (url: string, options: unknown) => {
      registered.push({ url, options });
      return Promise.resolve({ scope: '/findsuppliers/' });
    },
  };
  const frames: (() => void)[] = [];
  const workers: { url: string; options: unknown }[] = [];
  class FakeWorker {
    constructor(url: string, options: unknown) {
      workers.push({ url, options });
    }
    addEventListener() {}
  }
  const run = new Function('window', 'fetch', 'requestAnimationFrame', 'setTimeout', 'Worker', 'location', 'navigator', earlyBootScript('/findsuppliers/', WORKER, mockPageFiles));
  run(
    win,
    // A string is config.json's raw body (possibly broken), anything else its JSON.
    () => Promise.resolve(new Response(typeof config === 'string' ? config : JSON.stringify(config))),
    (frame: () => void) => frames.push(frame),
    (next: () => void) => frames.push(next),
    FakeWorker,
    { hostname, pathname },
    { serviceWorker },
  );
  /** The first paint, then everything it let run. */
  const paint = async () => {
    while (frames.length) frames.shift()!();
    // config.json's body is read meanwhile: let its promises settle.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { win, workers, registered, paint, holder: () => win[EARLY_MOCK_WORKER] as EarlyMockWorkerHolder };
}

describe("index.html's early script", () => {
  it('starts the mock platform worker after the first paint when config.json turns it on for a local host', async () => {
    const page = runEarlyScript({ mockPlatform: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.workers).toEqual([]);
    await page.paint();
    expect(page.workers).toEqual([{ url: WORKER, options: { type: 'module', name: 'mock-platform' } }]);
    expect(page.holder().worker).not.toBeNull();
  });

  it.each([
    ['a supplier’s profile', '/findsuppliers/supplier/100012/overview', 'mock-platform:warm'],
    ['a results page', '/findsuppliers/source-supplier/search-results', 'mock-platform:warm'],
    ['the landing', '/findsuppliers/source-supplier', 'mock-platform'],
    ['the base path', '/findsuppliers/', 'mock-platform'],
  ])('names the worker to build the network at once only where the first calls need it: %s', async (_page, pathname, name) => {
    const page = runEarlyScript({ mockPlatform: true }, 'localhost', [], pathname);
    await page.paint();
    expect(page.workers).toEqual([{ url: WORKER, options: { type: 'module', name } }]);
    expect(warmsAtOnce(name)).toBe(name.endsWith(':warm'));
  });

  it.each([
    [true, 'localhost', 1],
    [false, 'localhost', 0],
    [true, 'suppliers.example.com', 0],
  ])('preloads the platform’s page side as soon as config.json turns it on (mockPlatform %s on %s)', async (mockPlatform, hostname, links) => {
    const file = `/findsuppliers/assets/browser-${hostname}-${String(mockPlatform)}.js`;
    runEarlyScript({ mockPlatform }, hostname, [], '/findsuppliers/supplier/100012/overview', [file]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const added = document.head.querySelectorAll(`link[rel="modulepreload"][href="${file}"]`);
    expect(added).toHaveLength(links);
    // Test files share one document (vitest isolate: false): leave no link for the next file to find.
    added.forEach((link) => link.remove());
  });

  it('leaves config.json for the app to read', async () => {
    const page = runEarlyScript({ mockPlatform: true, apiBase: 'x' });
    await page.paint();
    const response = await (page.win[EARLY_CONFIG_FETCH] as Promise<Response>);
    expect(await response.json()).toEqual({ mockPlatform: true, apiBase: 'x' });
  });

  it.each([
    ['the mock platform is off', { mockPlatform: false }, 'localhost'],
    ['the host is not local', { mockPlatform: true }, 'suppliers.example.com'],
    ['config.json is not an object', null, 'localhost'],
  ])('starts none when %s', async (_case, config, hostname) => {
    const page = runEarlyScript(config, hostname);
    await page.paint();
    expect(page.workers).toEqual([]);
    expect(page.registered).toEqual([]);
  });

  it("registers the platform's service worker as soon as config.json is read, before the first paint, for the app to take", async () => {
    const page = runEarlyScript({ mockPlatform: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.workers).toEqual([]);
    expect(page.registered).toEqual([{ url: '/findsuppliers/mockServiceWorker.js', options: { scope: '/findsuppliers/' } }]);
    await expect(page.holder().registration).resolves.toEqual({ scope: '/findsuppliers/' });
  });

  it('registers it again over its own earlier registration (the browser updates it)', async () => {
    const page = runEarlyScript({ mockPlatform: true }, 'localhost', ['http://localhost/findsuppliers/mockServiceWorker.js']);
    await page.paint();
    await page.holder().registration;
    expect(page.registered).toHaveLength(1);
  });

  it("leaves the registration to the app when another app's service worker is on the origin (the app removes it first)", async () => {
    const page = runEarlyScript({ mockPlatform: true }, 'localhost', ['http://localhost/old-app/sw.js']);
    await page.paint();
    await expect(page.holder().registration).resolves.toBeNull();
    expect(page.registered).toEqual([]);
    expect(page.workers).toHaveLength(1);
  });

  it('starts one on any host when config.json says mockPlatformOnAnyHost', async () => {
    const page = runEarlyScript({ mockPlatform: true, mockPlatformOnAnyHost: true }, 'demo.example.com');
    await page.paint();
    expect(page.workers).toHaveLength(1);
  });

  it('registers nothing when config.json cannot be read', async () => {
    const page = runEarlyScript('{not json');
    await page.paint();
    expect(page.registered).toEqual([]);
    expect(page.workers).toEqual([]);
  });

  it('starts none once the app has started its own', async () => {
    const page = runEarlyScript({ mockPlatform: true });
    page.holder().taken = true;
    await page.paint();
    expect(page.workers).toEqual([]);
    expect(page.registered).toEqual([]);
    expect(page.holder().registration).toBeUndefined();
  });
});
