import { SERVICE_KINDS, type ServiceKind, type ServiceUrls } from '@/platform/config/types';

/** Base URL of each service kind on the mock platform (public/config.json points here). */
export const MOCK_BASE = Object.fromEntries(SERVICE_KINDS.map((kind) => [kind, `/mock-api/${kind}`])) as ServiceUrls;

/**
 * Handler pattern for a path of one service kind. The leading `*` matches any origin, so the
 * same handlers serve the browser worker, msw/node in vitest and the Node mock server.
 */
export const mockPath = (kind: ServiceKind, path: string) => `*${MOCK_BASE[kind]}${path}`;
