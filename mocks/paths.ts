import { SERVICE_KINDS, type ServiceKind, type ServiceUrls } from '@/platform/config/types';

/** Base URL of each service kind on the mock platform (public/config.json points here). */
export const MOCK_BASE = Object.fromEntries(SERVICE_KINDS.map((kind) => [kind, `/mock-api/${kind}`])) as ServiceUrls;
/**
 * The requirement service's paths begin with /requirement, /submission or /supplier (spec 03 §7), so
 * its base is a host root: the mock's is /mock-api, where `/requirement/...` lands where it always did.
 */
MOCK_BASE.requirement = '/mock-api';

/**
 * Handler pattern for a path of one service kind. The leading `*` matches any origin, so the
 * same handlers serve the browser worker, msw/node in vitest and the Node mock server.
 */
export const mockPath = (kind: ServiceKind, path: string) => `*${MOCK_BASE[kind]}${path}`;
