/* The mock platform's service worker (registered by mocks/browser.ts, only when config.mockPlatform is on).
 *
 * It touches nothing but calls under /mock-api/: each is handed, with a reply port, to the page that made
 * it; the page relays it to the mock platform's Web Worker (mocks/platform/worker.ts) and relays the
 * answer back. The page's main thread runs no handler; scripts, styles and texts never pass through
 * here. A call no handler answers goes to the network.
 *
 * The project's own file (it replaced msw's worker script, which sent every request of the page, assets
 * included, through msw's runtime on the main thread). Keep the name: the app and the tests know it.
 */

const MOCK_API = '/mock-api/';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  if (!new URL(event.request.url).pathname.includes(MOCK_API)) return;
  event.respondWith(answer(event));
});

async function answer(event) {
  const request = event.request;
  const client = event.clientId ? await self.clients.get(event.clientId) : null;
  if (!client) return fetch(request);
  const forNetwork = request.clone();
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const serialized = {
    method: request.method,
    url: request.url,
    headers: [...request.headers.entries()],
    body: hasBody ? await request.arrayBuffer() : null,
  };
  const channel = new MessageChannel();
  const reply = new Promise((resolve) => {
    channel.port1.onmessage = (message) => resolve(message.data);
  });
  client.postMessage({ type: 'mock-platform:request', request: serialized }, [channel.port2]);
  const response = await reply;
  channel.port1.close();
  if (!response) return fetch(forNetwork);
  const nullBody = [101, 103, 204, 205, 304].includes(response.status);
  return new Response(nullBody ? null : response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
