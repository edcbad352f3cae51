import { describe, expect, it } from 'vitest';
import rawConfig from '../../../public/config.json';
import { isHttpOrSameOriginPath, parseConfig } from './parseConfig';
import { SERVICE_KINDS } from './types';

const clone = () => structuredClone(rawConfig) as Record<string, unknown>;

describe('parseConfig', () => {
  it('accepts the shipped mock-platform config', () => {
    const result = parseConfig(clone());
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.config.mockPlatform).toBe(true);
      expect(result.config.services.search).toBe('/mock-api/search');
      expect(result.config.communities.GB.distanceUnit).toBe('miles');
      expect(result.config.communities.FR.defaultLevel1WorkCategoryId).toBe(1782);
      expect(result.config.communities.BE.defaultLevel1WorkCategoryId).toBe(1132);
    }
  });

  it('names a missing service url', () => {
    const raw = clone();
    delete (raw.services as Record<string, unknown>).geo;
    expect(parseConfig(raw)).toEqual({ ok: false, key: 'services.geo', reason: 'is missing' });
  });

  it('names a wrongly typed key', () => {
    const raw = clone();
    raw.mockPlatform = 'yes';
    expect(parseConfig(raw)).toEqual({ ok: false, key: 'mockPlatform', reason: 'must be true or false' });
  });

  it('names a bad community setting', () => {
    const raw = clone();
    (raw.communities as Record<string, Record<string, unknown>>).FR.language = 'de';
    expect(parseConfig(raw)).toMatchObject({ ok: false, key: 'communities.FR.language' });
  });

  it('reads a community’s default organisation name and the connections content flag; refuses an empty name', () => {
    const raw = clone();
    const fr = (raw.communities as Record<string, Record<string, unknown>>).FR;
    fr.defaultOrganisationName = '  Communauté Assurance Fournisseurs ';
    fr.profile = { connectionsContent: false };
    const result = parseConfig(raw);
    expect(result.ok && result.config.communities.FR.defaultOrganisationName).toBe('Communauté Assurance Fournisseurs');
    expect(result.ok && result.config.communities.FR.profile).toEqual({ connectionsContent: false });
    expect(result.ok && result.config.communities.GB.defaultOrganisationName).toBeUndefined();
    fr.defaultOrganisationName = ' ';
    expect(parseConfig(raw)).toMatchObject({ ok: false, key: 'communities.FR.defaultOrganisationName' });
  });

  it('defaults the distance unit to miles', () => {
    const raw = clone();
    delete (raw.communities as Record<string, Record<string, unknown>>).GB.distanceUnit;
    const result = parseConfig(raw);
    expect(result.ok && result.config.communities.GB.distanceUnit).toBe('miles');
  });

  it('validates optional Auth0 settings when present', () => {
    const raw = clone();
    raw.auth0 = { domain: 'x.eu.auth0.com', clientId: 'abc' };
    expect(parseConfig(raw)).toEqual({ ok: false, key: 'auth0.audience', reason: 'is missing' });
  });

  const URL_KEYS = ['rootDomainUrl', 'productHostUrl', ...SERVICE_KINDS.map((kind) => `services.${kind}`)];
  const withValue = (key: string, value: string) => {
    const raw = clone();
    const [first, second] = key.split('.');
    if (second) (raw[first] as Record<string, unknown>)[second] = value;
    else raw[first] = value;
    return raw;
  };
  const REFUSED = ['javascript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'ftp://x.example', 'https://', ' https://x.example', 'relative/path'];

  it.each(URL_KEYS)('refuses a %s that is neither http(s) nor a same-origin path', (key) => {
    for (const value of REFUSED) {
      expect(parseConfig(withValue(key, value))).toEqual({ ok: false, key, reason: 'must be an http(s) URL or a path starting with /' });
    }
  });

  it.each(URL_KEYS)('accepts a %s that is https, http or a path on this origin', (key) => {
    for (const value of ['https://platform.example/', 'http://localhost:9090/api', '/', '/mock-api/x']) {
      expect(parseConfig(withValue(key, value)).ok).toBe(true);
    }
  });

  const SERVICE_KEYS = SERVICE_KINDS.map((kind) => `services.${kind}`);

  it.each(SERVICE_KEYS)('refuses an http:// %s on a host that is not local, naming the key', (key) => {
    for (const value of ['http://api.example.com/search', 'HTTP://10.0.0.5:8080/x', 'http://localhost.example.com/x']) {
      expect(parseConfig(withValue(key, value))).toMatchObject({ ok: false, key, reason: expect.stringContaining('https://') });
    }
  });

  it.each(SERVICE_KEYS)('accepts an http:// %s on a local host', (key) => {
    for (const value of ['http://localhost:9090/api', 'http://127.0.0.1:4000/', 'http://api.localhost/x', 'http://[::1]:8080/x']) {
      expect(parseConfig(withValue(key, value)).ok).toBe(true);
    }
  });

  it('refuses mockPlatform false without auth0 (the persona chooser against real services), naming auth0', () => {
    const raw = clone();
    raw.mockPlatform = false;
    raw.auth0 = null;
    expect(parseConfig(raw)).toMatchObject({ ok: false, key: 'auth0', reason: expect.stringContaining('mockPlatform is false') });
    delete raw.auth0;
    expect(parseConfig(raw)).toMatchObject({ ok: false, key: 'auth0' });
  });

  it('accepts mockPlatform false with auth0 set', () => {
    const raw = clone();
    raw.mockPlatform = false;
    raw.auth0 = { domain: 'x.eu.auth0.com', clientId: 'abc', audience: 'https://api.example' };
    expect(parseConfig(raw).ok).toBe(true);
  });

  it('tells URLs apart', () => {
    expect(isHttpOrSameOriginPath('JavaScript:alert(1)')).toBe(false);
    expect(isHttpOrSameOriginPath('java\tscript:alert(1)')).toBe(false);
    expect(isHttpOrSameOriginPath('HTTPS://Platform.Example')).toBe(true);
  });

  it('rejects a non-object', () => {
    expect(parseConfig([])).toMatchObject({ ok: false, key: '(root)' });
  });
});
