import { createServer } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from './handlers';

/**
 * The mock platform over plain HTTP, so anyone can curl it:
 *   npm run mock-server   then   curl http://localhost:9090/mock-api/claims/languages
 */
const port = Number(process.env.PORT ?? 9090);
const baseUrl = `http://localhost:${port}`;
const token = process.env.MOCK_TOKEN ?? 'mock-token:5001';

createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
  }
  // curl users rarely send a token; act as the full buyer unless one is given.
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  const body = chunks.length && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
  const request = new Request(new URL(req.url ?? '/', baseUrl), { method: req.method, headers, body });
  const response = await getResponse(handlers, request, { baseUrl });
  if (!response) {
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: `No mock handler for ${req.method} ${req.url}` }));
    return;
  }
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(port, () => {
  console.log(`Mock platform listening on ${baseUrl}/mock-api/<service>/…`);
});
