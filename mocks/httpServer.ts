import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from './handlers';
import { malformedPathResponse } from './handlers/support';

/** The largest body the mock platform reads (documents are at most 30 MB, spec 02 §5); larger ones are a 413 unread. */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json', ...extra });
  res.end(JSON.stringify(body));
}

const tooLarge = (res: ServerResponse) =>
  // The rest of the body is never read: the connection closes once the answer is sent.
  sendJson(res, 413, { message: `Request bodies are limited to ${MAX_BODY_BYTES / 1024 / 1024} MB` }, { Connection: 'close' });

/** The body, or null once it passed the limit (the request is then left unread). */
async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function requestOf(req: IncomingMessage, body: Buffer, baseUrl: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = body.length > 0 && req.method !== 'GET' && req.method !== 'HEAD';
  // The path as sent, never parsed as an absolute URL of another host ("//evil.example/x").
  const url = new URL(baseUrl);
  const [pathname, search = ''] = (req.url ?? '/').split('?', 2);
  url.pathname = pathname;
  url.search = search;
  return new Request(url, { method: req.method, headers, body: hasBody ? new Uint8Array(body) : undefined });
}

async function answer(req: IncomingMessage, res: ServerResponse, baseUrl: string): Promise<void> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return tooLarge(res);
  const body = await readBody(req);
  if (body === null) return tooLarge(res);
  let request: Request;
  try {
    request = requestOf(req, body, baseUrl);
  } catch {
    return sendJson(res, 400, { message: 'The request could not be read' });
  }
  const response = malformedPathResponse(request.url) ?? (await getResponse(handlers, request, { baseUrl }));
  if (!response) return sendJson(res, 404, { message: `No mock handler for ${req.method} ${url(req)}` });
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  res.end(Buffer.from(await response.arrayBuffer()));
}

const url = (req: IncomingMessage) => (req.url ?? '/').slice(0, 200);

/**
 * The mock platform over plain HTTP (npm run mock-server): the same handlers as the browser and the
 * tests. Whatever a request holds, it answers (a throwing handler is a 500 JSON answer, a body over
 * MAX_BODY_BYTES a 413 before it is read, a malformed request a 400) and the process lives on.
 */
export function createMockHttpServer(baseUrl: () => string): Server {
  const server = createServer((req, res) => {
    answer(req, res, baseUrl()).catch((error: unknown) => {
      console.error(`Mock platform: ${req.method} ${url(req)} failed`, error);
      sendJson(res, 500, { message: 'The mock platform failed to answer this call' });
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  return server;
}
