import { describe, expect, it } from 'vitest';
import rawConfig from '../../../public/config.json';
import { parseConfig } from './parseConfig';
import { isLocalHost, mockPlatformRefusal } from './mockPlatformHost';
import type { AppConfig } from './types';

function shipped(extra: Record<string, unknown> = {}): AppConfig {
  const result = parseConfig({ ...structuredClone(rawConfig), ...extra });
  if (!result.ok) throw new Error(`${result.key} ${result.reason}`);
  return result.config;
}

describe('the mock platform only on a local host unless config says so (issue 11)', () => {
  it.each(['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]'])('%s is local', (host) => {
    expect(isLocalHost(host)).toBe(true);
  });

  it.each(['suppliers.example.com', 'localhost.example.com', '10.0.0.5', '127.0.0.1.example.com', ''])('%s is not', (host) => {
    expect(isLocalHost(host)).toBe(false);
  });

  it('refuses the shipped config on a real host, naming the key and the way out', () => {
    expect(mockPlatformRefusal(shipped(), 'localhost')).toBeNull();
    expect(mockPlatformRefusal(shipped(), 'suppliers.example.com')).toEqual({
      key: 'mockPlatform',
      reason: expect.stringContaining('set mockPlatformOnAnyHost to true'),
    });
  });

  it('starts it anywhere when mockPlatformOnAnyHost is true, and never refuses a real platform', () => {
    expect(mockPlatformRefusal(shipped({ mockPlatformOnAnyHost: true }), 'demo.example.com')).toBeNull();
    // A real platform signs in with Auth0 (without it parseConfig refuses mockPlatform false).
    const auth0 = { domain: 'x.eu.auth0.com', clientId: 'abc', audience: 'https://api.example' };
    expect(mockPlatformRefusal(shipped({ mockPlatform: false, auth0 }), 'suppliers.example.com')).toBeNull();
  });

  it('reads mockPlatformOnAnyHost as an optional true or false', () => {
    expect(shipped().mockPlatformOnAnyHost).toBe(false);
    expect(parseConfig({ ...structuredClone(rawConfig), mockPlatformOnAnyHost: 'yes' })).toEqual({
      ok: false,
      key: 'mockPlatformOnAnyHost',
      reason: 'must be true or false',
    });
  });
});
