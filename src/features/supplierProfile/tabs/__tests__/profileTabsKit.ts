/** Shared by the profile tab tests: the awkward suppliers and what the mock platform holds for them. */
import { onTestFinished } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { getNetwork } from '../../../../../mocks/db';
import { AWKWARD_PROFILE_IDS } from '../../../../../mocks/data/profile/awkwardProfiles';
import { contactsOf } from '../../../../../mocks/data/profile/contacts';
import { goalsOf } from '../../../../../mocks/data/profile/goals';
import { locationsOf } from '../../../../../mocks/data/profile/locations';
import { profileOf } from '../../../../../mocks/data/profile/supplierProfile';
import { testConfig } from '@/test/testConfig';
import type { ProfileVisibility } from '@/platform/config/types';

export { AWKWARD_PROFILE_IDS };
export const profile = (id: number) => profileOf(getNetwork(), id)!;
export const contacts = (id: number) => contactsOf(getNetwork(), id)!;
export const goals = (id: number) => goalsOf(getNetwork(), id)!;
export const locations = (id: number) => locationsOf(getNetwork(), id)!;

/** The shipped configuration with the GB community's profile visibility overridden. */
export function gbWith(profileOverrides: Partial<ProfileVisibility>) {
  const config = testConfig();
  config.communities.GB.profile = { ...config.communities.GB.profile, ...profileOverrides };
  return config;
}

/**
 * Makes one call fail with a 500 until `heal()`; the real handler answers afterwards. Returns how
 * many times the call was made.
 */
export function failing(method: 'get' | 'post', path: string) {
  const state = { fail: true, calls: 0 };
  server.use(
    http[method](path, () => {
      state.calls += 1;
      return state.fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined;
    }),
  );
  return { heal: () => (state.fail = false), get calls() { return state.calls; } };
}

/** Records the bodies the locations call receives. */
export function recordLocationRequests() {
  const bodies: unknown[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (request.method === 'POST' && /\/supplierdetails\/\d+\/locations$/.test(new URL(request.url).pathname)) {
      bodies.push(await request.clone().json());
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return bodies;
}

/**
 * The overview loads its locations table as a chunk of its own once it renders. Its first transform
 * (react-aria's table, the paging select) can outlast a findBy on a busy machine, so a file that
 * looks for the table awaits it in beforeAll instead of racing it.
 */
export const warmUpLocationsTable = () => import('../locations/LocationsTable');
