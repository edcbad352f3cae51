import { afterEach, describe, expect, it, vi } from 'vitest';
import rawConfig from '../../../public/config.json';
import { parseConfig } from '../config/parseConfig';
import { headerDetailsOf } from './headerDetails';

const clone = () => structuredClone(rawConfig) as Record<string, unknown>;
const communities = (raw: Record<string, unknown>) => raw.communities as Record<string, Record<string, unknown>>;

function parsed(raw: Record<string, unknown>) {
  const result = parseConfig(raw);
  if (!result.ok) throw new Error(`${result.key}: ${result.reason}`);
  return result.config;
}

afterEach(() => vi.restoreAllMocks());

describe('header details (spec 02 §2.5 "configurable supplier details")', () => {
  it('defaults per community: GB and IE the company number and Member since; FR, BE and ES add the VAT number', () => {
    const { GB, IE, FR, BE, ES } = parsed(clone()).communities;
    expect(headerDetailsOf(GB)).toEqual(['companyNumber', 'memberSince']);
    expect(headerDetailsOf(IE)).toEqual(['companyNumber', 'memberSince']);
    for (const community of [FR, BE, ES]) expect(headerDetailsOf(community)).toEqual(['companyNumber', 'vatNumber', 'memberSince']);
  });

  it('config.json overrides the list per community, in its order; an empty list shows none', () => {
    const raw = clone();
    communities(raw).GB.headerDetails = ['vatNumber', 'builderProfileId', 'registeredName'];
    communities(raw).FR.headerDetails = [];
    const config = parsed(raw);
    expect(headerDetailsOf(config.communities.GB)).toEqual(['vatNumber', 'builderProfileId', 'registeredName']);
    expect(headerDetailsOf(config.communities.FR)).toEqual([]);
    expect(headerDetailsOf(config.communities.BE)).toEqual(['companyNumber', 'vatNumber', 'memberSince']);
  });

  it('an unknown detail name is left out with a console warning, not a config error; repeats count once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const raw = clone();
    communities(raw).GB.headerDetails = ['memberSince', 'shoeSize', 42, 'memberSince', 'vatNumber'];
    const config = parsed(raw);
    expect(headerDetailsOf(config.communities.GB)).toEqual(['memberSince', 'vatNumber']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('communities.GB.headerDetails');
    expect(warn.mock.calls[0][0]).toContain('"shoeSize", 42');
  });

  it('a value that is not a list, or a list with no known name, keeps the default, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const raw = clone();
    communities(raw).GB.headerDetails = 'companyNumber';
    communities(raw).ES.headerDetails = ['colour'];
    const config = parsed(raw);
    expect(headerDetailsOf(config.communities.GB)).toEqual(['companyNumber', 'memberSince']);
    expect(headerDetailsOf(config.communities.ES)).toEqual(['companyNumber', 'vatNumber', 'memberSince']);
    expect(warn.mock.calls.map(([message]) => String(message).split(':')[0])).toEqual([
      'config.json communities.GB.headerDetails',
      'config.json communities.ES.headerDetails',
      'config.json communities.ES.headerDetails',
    ]);
  });
});
