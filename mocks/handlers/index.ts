import type { RequestHandler } from 'msw';
import { claimsHandlers } from './claims';
import { logoHandlers } from './logo';

/** Every handler of the mock platform, shared by the browser worker, vitest and the Node server. */
export const handlers: RequestHandler[] = [...claimsHandlers, ...logoHandlers];
