import { describe, expect, it } from 'vitest';
import { apiPath, pathSegment, relativeServicePath, UnsafePath } from './pathSegment';

describe('pathSegment: one segment from data', () => {
  it.each(['', '.', '..'])('refuses %j', (value) => {
    expect(() => pathSegment(value)).toThrow(UnsafePath);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s, which names nothing', (value) => {
    expect(() => pathSegment(value as unknown as string)).toThrow(UnsafePath);
  });

  it.each([
    ['NB-00010', 'NB-00010'],
    [100010, '100010'],
    [0, '0'],
    ['...', '...'],
    ['a.b', 'a.b'],
    ['../x', '..%2Fx'],
    ['a/b?c#d', 'a%2Fb%3Fc%23d'],
    ['%2e%2e', '%252e%252e'],
    ['Ünïcode ref', '%C3%9Cn%C3%AFcode%20ref'],
  ])('encodes %j as %j', (value, encoded) => {
    expect(pathSegment(value)).toBe(encoded);
  });

  it('refuses a value outside the shape its caller knows (the search session id rule)', () => {
    const sid = /^[A-Za-z0-9_-]{1,64}$/;
    expect(pathSegment('abc_123-x', sid)).toBe('abc_123-x');
    for (const value of ['a.b', 'x'.repeat(65), '..%2F..%2Ffacets', '..']) expect(() => pathSegment(value, sid)).toThrow(UnsafePath);
  });
});

describe('apiPath: every interpolated value is a segment', () => {
  it('encodes values and keeps the literal parts', () => {
    expect(apiPath`/organisations/${100010}/certificates`).toBe('/organisations/100010/certificates');
    expect(apiPath`/CovidQuestions/${'NB 1/2'}`).toBe('/CovidQuestions/NB%201%2F2');
    expect(apiPath`/a/${'x'}/b/${7}`).toBe('/a/x/b/7');
  });

  it.each(['..', '.', ''])('refuses %j anywhere in the path', (value) => {
    expect(() => apiPath`/CovidQuestions/${value}`).toThrow(UnsafePath);
    expect(() => apiPath`/a/${1}/b/${value}/c`).toThrow(UnsafePath);
  });
});

describe("relativeServicePath: a server's downloadUrl, only as a path on the service", () => {
  it.each(['/files/1/2/G1.pdf', '/v1/api/files/1/2/G1%20x.pdf', '/v1/files/compliance-statements/1-1.pdf', '/files/a.b/x.pdf?v=1'])(
    'accepts %j unchanged',
    (path) => {
      expect(relativeServicePath(path)).toBe(path);
    },
  );

  it.each([
    'https://example.org/x',
    'HTTP://example.org/x',
    '//example.org/x',
    '/\\example.org/x',
    '\\\\example.org/x',
    'javascript:alert(1)',
    'files/x.pdf',
    '',
    '/files/../../admin',
    '/files/./x',
    '/files/%2e%2e/x',
    '/files/%2E./x',
    '/files/x\u0000.pdf',
    '/files/x\n.pdf',
  ])('refuses %j', (path) => {
    expect(() => relativeServicePath(path)).toThrow(UnsafePath);
  });

  it('refuses what is not text', () => {
    expect(() => relativeServicePath(undefined)).toThrow(UnsafePath);
    expect(() => relativeServicePath({ toString: () => '/files/x' })).toThrow(UnsafePath);
  });
});
