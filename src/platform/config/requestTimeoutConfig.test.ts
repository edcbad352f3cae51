import { describe, expect, it } from 'vitest';
import rawConfig from '../../../public/config.json';
import { parseConfig } from './parseConfig';

const withTimeout = (value: unknown) => ({ ...structuredClone(rawConfig), requestTimeoutMs: value });

describe('config requestTimeoutMs', () => {
  it('defaults to 20000 when left out', () => {
    const result = parseConfig(structuredClone(rawConfig));
    expect(result.ok && result.config.requestTimeoutMs).toBe(20_000);
  });

  it('takes a positive number of milliseconds', () => {
    const result = parseConfig(withTimeout(45_000));
    expect(result.ok && result.config.requestTimeoutMs).toBe(45_000);
  });

  it.each([0, -5, '20000', null])('names the key when it is %s', (value) => {
    expect(parseConfig(withTimeout(value))).toMatchObject({ ok: false, key: 'requestTimeoutMs' });
  });
});
