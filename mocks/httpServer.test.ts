import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as mswServer } from './node';
import { createMockHttpServer, MAX_BODY_BYTES } from './httpServer';
import { concretePath, declaredEndpoints, describeEndpoint } from './handlers/endpointSamples';

/**
 * `npm run mock-server` must survive anything a caller sends: every endpoint is sent malformed ids,
 * bad escapes, wrong content types, huge page sizes and oversized bodies; none may answer 500 or
 * crash the server, and a normal call still answers afterwards.
 */
const TOKEN = 'Bearer mock-token:5001';
const httpServer = createMockHttpServer(() => base);
let base = '';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP request (node:http, so the path goes out exactly as written, bad escapes included). */
function send(method: string, path: string, options: { headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { port } = httpServer.address() as AddressInfo;
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: { Authorization: TOKEN, ...options.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    // The server may close the connection while a refused body is still being sent.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? resolve({ status: -1, headers: {}, body: '' }) : reject(error)));
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

beforeAll(async () => {
  // These requests must reach the real HTTP server, not msw's interception in this test process.
  mswServer.close();
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => httpServer.close(resolve));
  mswServer.listen({ onUnhandledRequest: 'error' });
});

const HOSTILE_IDS = ['abc', '-1', '0', '1.5', '99999999999999999999999', '50%25', '%E0%A4%A', '%', '..%2F..%2Fetc', '%00', 'null', '%F0%9F%98%80'];
const HOSTILE_QUERIES = [
  'page=99999999&pageSize=99999999&itemsPerPage=99999999',
  'page=-5&pageSize=0&itemsPerPage=-1',
  'page=%zz&pageSize=%&orgUnitId=%E0&sortName=%00',
  'page=abc&pageSize=1e309&orgUnitId=2004&orgUnitAccountId=2004',
];
const HOSTILE_BODIES: { type: string; body: string }[] = [
  { type: 'application/json', body: '{"broken": ' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '[1,2,3]' },
  { type: 'application/json', body: JSON.stringify({ entityId: 'x', paging: 'no', sorting: [], orgUnitIds: [{}], tags: ['a'], name: { a: 1 }, supplierIds: 'all' }) },
  { type: 'text/plain', body: 'hello' },
  { type: 'multipart/form-data; boundary=x', body: 'not really multipart' },
];

describe('the mock platform over HTTP survives anything', () => {
  const endpoints = declaredEndpoints().flatMap(({ declaration }) => (declaration ? [declaration] : []));

  it.each(endpoints.map((d) => [describeEndpoint(d), d] as const))('%s: malformed ids, escapes, page sizes and bodies never answer 500', async (_, declaration) => {
    const method = declaration.method.toUpperCase();
    const failures: string[] = [];
    const check = async (label: string, answer: Promise<Answer>) => {
      const { status, body } = await answer;
      if (status >= 500 || status <= 0) failures.push(`${label} → ${status} ${body.slice(0, 120)}`);
    };
    for (const id of HOSTILE_IDS) await check(`id ${id}`, send(method, concretePath(declaration, () => id)));
    for (const query of HOSTILE_QUERIES) await check(`?${query}`, send(method, `${concretePath(declaration)}?${query}`));
    if (method !== 'GET' && method !== 'DELETE') {
      for (const { type, body } of HOSTILE_BODIES) {
        await check(`${type} ${body.slice(0, 30)}`, send(method, concretePath(declaration), { headers: { 'Content-Type': type }, body }));
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a body over the limit before reading it, and answers the next call', async () => {
    const declaredOnly = await send('POST', '/mock-api/entityNotes/entitynotes', {
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(3 * 1024 * 1024 * 1024) },
    });
    expect(declaredOnly.status).toBe(413);
    const streamed = await send('POST', '/mock-api/entityNotes/entitynotes', {
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: Buffer.alloc(MAX_BODY_BYTES + 1024, 'a'),
    });
    expect([413, -1]).toContain(streamed.status);
    const normal = await send('GET', '/mock-api/claims/languages');
    expect(normal.status).toBe(200);
    expect(JSON.parse(normal.body)).toContainEqual({ value: 'en', label: 'English' });
  });

  it('a call without a token is a 401, not the full buyer', async () => {
    const { status } = await send('GET', '/mock-api/claims/languages', { headers: { Authorization: '' } });
    expect(status).toBe(401);
  });

  it('the reference search that killed the server (50%25) answers, and so does the next call', async () => {
    const answer = await send('GET', '/mock-api/entityReferences/entityreferences/suppliers/50%25');
    expect(answer.status).toBeLessThan(500);
    expect((await send('GET', '/mock-api/claims/languages')).status).toBe(200);
  });

  it('a path that is not the platform is a 404 JSON answer', async () => {
    const answer = await send('GET', '/mock-api/nowhere/at-all');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/json/);
  });
});
