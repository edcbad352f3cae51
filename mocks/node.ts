import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** msw/node for vitest: tests override endpoints with server.use(...). */
export const server = setupServer(...handlers);
