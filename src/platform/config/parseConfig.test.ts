import { describe, expect, it } from 'vitest';
import rawConfig from '../../../public/config.json';
import { parseConfig } from './parseConfig';

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

  it('rejects a non-object', () => {
    expect(parseConfig([])).toMatchObject({ ok: false, key: '(root)' });
  });
});
