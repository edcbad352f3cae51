import { createMockHttpServer } from './httpServer';

/**
 * The mock platform over plain HTTP, so anyone can curl it (a token is required, as on the real platform):
 *   npm run mock-server
 *   curl -H 'Authorization: Bearer mock-token:5001' http://localhost:9090/mock-api/claims/languages
 * It listens on 127.0.0.1 only, unless HOST names another interface.
 */
const port = Number(process.env.PORT ?? 9090);
const host = process.env.HOST ?? '127.0.0.1';

const server = createMockHttpServer(() => `http://localhost:${port}`);

// Last resort: whatever escapes a request's own handling is logged, and the server keeps serving.
process.on('uncaughtException', (error) => console.error('Mock platform: uncaught', error));
process.on('unhandledRejection', (error) => console.error('Mock platform: unhandled rejection', error));

server.listen(port, host, () => {
  console.log(`Mock platform listening on http://${host}:${port}/mock-api/<service>/… (send Authorization: Bearer mock-token:5001)`);
});
