import { describe, expect, it, vi } from 'vitest';
import { AWKWARD_BODIES, AWKWARD_IDS, AWKWARD_QUERY_VALUES, fieldVariants, type BodyVariant } from './awkwardInput';
import type { EndpointDeclaration } from './endpoint';
import { callEndpoint, permittedAuthorization, type EndpointAnswer } from './endpointCalls';
import { SAMPLE_REQUESTS, type SampleRequest } from './endpointSampleRequests';
import { concretePath, declaredEndpoints, describeEndpoint, samplePathValue } from './endpointSamples';
import { multipart } from './multipartBody';
import { resetDb } from '../db';

/**
 * Every endpoint of the mock platform, called by a persona it lets through, with awkward path ids,
 * query values and bodies: each answer is a 2xx or a 4xx carrying a message, never a 500 (a resolver
 * that threw), no answer at all, or a hang; after the awkward writes the data they touch still reads.
 * Each call starts from the endpoint's sample request (endpointSampleRequests.ts), so the awkward
 * part is met by the code that reads it.
 */
const declared = declaredEndpoints().flatMap(({ declaration }) => (declaration ? [declaration] : []));
const byName = new Map(declared.map((declaration) => [describeEndpoint(declaration), declaration]));
const isWrite = (declaration: EndpointDeclaration) => ['post', 'put', 'patch'].includes(declaration.method);

/** Longer than any handler needs on a busy machine; a call past it is reported as hanging. */
const DEADLINE_MS = 10_000;

interface Call {
  params: Record<string, string>;
  query: [string, string][];
  body?: BodyVariant;
}

function send(declaration: EndpointDeclaration, sample: SampleRequest, authorization: string, call: Call, live: Record<string, string>): Promise<EndpointAnswer> {
  const query = new URLSearchParams(call.query).toString();
  const path = `${concretePath(declaration, (name) => call.params[name] ?? live[name] ?? samplePathValue(name))}${query ? `?${query}` : ''}`;
  const options: Parameters<typeof callEndpoint>[2] = { path };
  if (call.body && sample.bodyType === 'multipart') {
    const { body, contentType } = multipart(call.body.text, new TextEncoder().encode('%PDF-1.4 x'), 'plan.pdf');
    Object.assign(options, { body, contentType });
  } else if (call.body) {
    Object.assign(options, { body: call.body.text, contentType: sample.bodyType === 'text' ? 'text/plain' : 'application/json' });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<EndpointAnswer>((resolve) => {
    timer = setTimeout(() => resolve({ status: -1, body: `no answer within ${DEADLINE_MS} ms` }), DEADLINE_MS);
  });
  return Promise.race([callEndpoint(declaration, authorization, options), hang]).finally(() => clearTimeout(timer));
}

const hasMessage = (body: unknown) => typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';
/** A success, or a refusal that says why: anything else (5xx, no handler, a hang) is a defect. */
const answersClearly = ({ status, body }: EndpointAnswer) => status >= 200 && status < 500 && (status < 400 || hasMessage(body));

const sampleBody = (sample: SampleRequest): BodyVariant => ({
  label: 'sample',
  text: sample.bodyType === 'text' ? String(sample.body) : JSON.stringify(sample.body ?? {}),
});

function bodyVariants(sample: SampleRequest): BodyVariant[] {
  if (sample.bodyType === 'text') return [{ label: '100,000 characters', text: 'x'.repeat(100_000) }, ...AWKWARD_BODIES];
  return [...AWKWARD_BODIES, ...fieldVariants(sample.body ?? {})];
}

/** A search session of the caller's organisation, for the paths that name one. */
async function liveParams(paths: string[], authorization: string): Promise<Record<string, string>> {
  if (!paths.some((path) => path.includes(':sid'))) return {};
  const answer = await callEndpoint(byName.get('POST search/session')!, authorization);
  return { sid: (answer.body as { sessionId: string }).sessionId };
}

/** The query parameters the handler reads while answering (its own names, whoever lists them). */
async function readingQueryNames(answer: () => Promise<EndpointAnswer>): Promise<{ answer: EndpointAnswer; names: Set<string> }> {
  const spies = (['get', 'getAll', 'has'] as const).map((method) => vi.spyOn(URLSearchParams.prototype, method));
  try {
    const result = await answer();
    return { answer: result, names: new Set(spies.flatMap((spy) => spy.mock.calls.map(([name]) => name))) };
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
}

function awkwardCalls(declaration: EndpointDeclaration, sample: SampleRequest, base: Call, queryNames: Set<string>): [string, Call][] {
  const calls: [string, Call][] = [];
  for (const name of queryNames) {
    const others = base.query.filter(([key]) => key !== name);
    for (const values of AWKWARD_QUERY_VALUES) {
      calls.push([`?${name}=${values.map((v) => v.slice(0, 20)).join('&')}`, { ...base, query: [...others, ...values.map((v): [string, string] => [name, v])] }]);
    }
  }
  for (const [, name] of declaration.path.matchAll(/:([A-Za-z]+)/g)) {
    for (const id of AWKWARD_IDS) calls.push([`:${name}=${id.slice(0, 20)}`, { ...base, params: { ...base.params, [name]: id } }]);
  }
  if (isWrite(declaration)) for (const body of bodyVariants(sample)) calls.push([`body ${body.label}`, { ...base, body }]);
  return calls;
}

describe('the sample requests', () => {
  it('name declared endpoints, and every write has one', () => {
    const named = Object.entries(SAMPLE_REQUESTS).flatMap(([name, sample]) => [name, ...(sample.readBack ? [sample.readBack.endpoint] : [])]);
    expect(named.filter((name) => !byName.has(name))).toEqual([]);
    expect(declared.filter((d) => isWrite(d) && !SAMPLE_REQUESTS[describeEndpoint(d)]).map(describeEndpoint)).toEqual([]);
  });

  it('find the query parameters a handler reads, so each is sent awkward values', async () => {
    const companies = byName.get('GET companySearch/companies')!;
    const { names } = await readingQueryNames(() => callEndpoint(companies, permittedAuthorization(companies)));
    expect([...names]).toEqual(expect.arrayContaining(['queryText', 'countryCode', 'page', 'pageSize']));
  });
});

describe('every endpoint answers awkward input with a 4xx, never a 500', () => {
  it.each([...byName.keys()])('%s', async (name) => {
    const declaration = byName.get(name)!;
    const sample = SAMPLE_REQUESTS[name] ?? {};
    const authorization = permittedAuthorization(declaration);
    const readBack = sample.readBack && { declaration: byName.get(sample.readBack.endpoint)!, sample: { ...SAMPLE_REQUESTS[sample.readBack.endpoint], ...sample.readBack } };
    const sessionPaths = [declaration.path, readBack?.declaration.path ?? ''];
    // A call that may change the data meets it as the sample did, so no earlier call's 409 hides what it does.
    const freshStart = () => {
      resetDb();
      return liveParams(sessionPaths, authorization);
    };
    let live = await liveParams(sessionPaths, authorization);
    const base: Call = {
      params: { ...sample.params },
      query: Object.entries(sample.query ?? {}),
      body: isWrite(declaration) ? sampleBody(sample) : undefined,
    };
    const { answer, names } = await readingQueryNames(() => send(declaration, sample, authorization, base, live));
    expect(answer.status, `the sample request: ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(sample.status ?? 200);

    const failures: string[] = [];
    const report = (label: string, { status, body }: EndpointAnswer) => failures.push(`${label} → ${status} ${JSON.stringify(body)?.slice(0, 120)}`);
    for (const [label, call] of awkwardCalls(declaration, sample, base, new Set([...names, ...base.query.map(([key]) => key)]))) {
      if (declaration.method !== 'get') live = await freshStart();
      const awkward = await send(declaration, sample, authorization, call, live);
      if (!answersClearly(awkward)) report(label, awkward);
      if (!readBack) continue;
      const read = readBack.sample;
      const again = await send(readBack.declaration, read, permittedAuthorization(readBack.declaration), { params: { ...read.params }, query: Object.entries(read.query ?? {}) }, live);
      if (again.status !== 200) report(`${label}, then ${sample.readBack!.endpoint}`, again);
    }
    expect(failures).toEqual([]);
  });
});
