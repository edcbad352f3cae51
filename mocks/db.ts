import type { Language } from '@/platform/config/types';

/**
 * The mock platform's in-memory database: handlers read and write it.
 * Each vitest test starts from a fresh copy (src/test/setup.ts calls resetDb).
 */
export interface MockDb {
  /** Language chosen by each user (PUT /users/language), keyed by userAccountId. */
  userLanguages: Record<number, Language>;
}

const createDb = (): MockDb => ({
  userLanguages: {},
});

let current: MockDb = createDb();

export const getDb = (): MockDb => current;

export function resetDb(): void {
  current = createDb();
}
