import { afterAll, describe, expect, it } from 'vitest';
import { configureNetwork, getNetwork, getSearchIndex, warmUpStep } from '../db';
import { answer } from './core';
import type { Reply, SerializedRequest } from './protocol';
import { startWarmUp } from './warmUp';

const AUTH: [string, string] = ['authorization', 'Bearer mock-token:5001'];
const get = (path: string): SerializedRequest => ({ method: 'GET', url: `http://localhost/mock-api${path}`, headers: [AUTH], body: null });
const post = (path: string, body: unknown): SerializedRequest => ({
  method: 'POST',
  url: `http://localhost/mock-api${path}`,
  headers: [AUTH, ['content-type', 'application/json']],
  body: new TextEncoder().encode(JSON.stringify(body)).buffer,
});
const decode = (reply: Reply) => ({ status: reply?.status, body: reply?.body ? JSON.parse(new TextDecoder().decode(reply.body)) : null });

/** The landing's first calls: none of them needs the generated suppliers. */
const LANDING_CALLS = [
  get('/claims/languages'),
  get('/claims/menu/user-5001'),
  get('/claims/users/settings'),
  get('/admin/users/organisationunits'),
  get('/search/facets'),
  get('/trades/ProductService/Level1'),
  get('/goals/goals'),
];
/** Calls that need the network, then its search index. */
const NETWORK_CALLS = [
  get('/search/facets?orgUnitId=2001'),
  post('/search/search/counts', { orderedFilters: [{ id: 'productServicesIDs', isQuery: true, query: { Id: 10000, MinValue: null, MaxValue: null } }] }),
];

const answersTo = async (calls: SerializedRequest[]) => {
  const replies = [];
  for (const call of calls) replies.push(decode(await answer(call)));
  return replies;
};

/** Warm-up steps left until the network and its index are built. */
function stepsLeft(): number {
  let steps = 0;
  while (warmUpStep()) steps++;
  return steps;
}

// Other test files share this module graph: they find the default network as they expect it.
afterAll(() => configureNetwork({}));

describe('the mock platform warm-up (network, then search index, a slice at a time)', () => {
  it('answers the landing first calls mid-warm-up without finishing it, as after it', async () => {
    configureNetwork({});
    const afterWarmUp = await answersTo([...LANDING_CALLS, ...NETWORK_CALLS]);
    const allSteps = (configureNetwork({}), stepsLeft());

    configureNetwork({});
    for (let k = 0; k < 3; k++) warmUpStep();
    expect(await answersTo(LANDING_CALLS)).toEqual(afterWarmUp.slice(0, LANDING_CALLS.length));
    // The build is where the three steps left it: none of these calls needed the network.
    expect(stepsLeft()).toBe(allSteps - 3);
  });

  it('finishes the build at once for a call that needs the network, with the answer it gives after warm-up', async () => {
    configureNetwork({});
    getSearchIndex();
    const afterWarmUp = await answersTo(NETWORK_CALLS);
    const oneGo = getNetwork();

    configureNetwork({});
    for (let k = 0; k < 3; k++) warmUpStep();
    expect(await answersTo(NETWORK_CALLS)).toEqual(afterWarmUp);
    expect(getNetwork()).toEqual(oneGo);
    expect(stepsLeft()).toBe(0);
  });

  it('lets a message posted meanwhile through between two slices', async () => {
    // A browser runs each port message as its own task; Node runs up to 1,000 of a port's messages in
    // a row before it looks at others, so the warm-up here is longer than that.
    const STEPS = 3000;
    let steps = 0;
    const done = startWarmUp(() => ++steps < STEPS, 0);
    const heardAt = await new Promise<number>((resolve) => {
      const other = new MessageChannel();
      other.port1.onmessage = () => {
        other.port1.close();
        resolve(steps);
      };
      other.port2.postMessage(null);
    });
    await done;
    expect(heardAt).toBeGreaterThan(0);
    expect(heardAt).toBeLessThan(STEPS);
  });
});
