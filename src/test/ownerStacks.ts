import * as React from 'react';

/**
 * React 19's development build captures an owner stack (`new Error()`) for each of the first 10,000
 * elements created per second; in this suite that is ~12% of all test time (a CPU profile of the
 * invite screen's tests: `createElement` 12 s of 99 s). Tests never read owner stacks (they only
 * enrich dev-tool warnings), so the count reads as spent: React then uses its shared "unknown owner"
 * stack, as it does past the limit anyway.
 */
const internals = (React as unknown as Record<string, Record<string, unknown> | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => Number.MAX_SAFE_INTEGER, set: () => undefined });
}
