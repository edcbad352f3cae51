import { describe, expect, it } from 'vitest';
import { getNetwork } from '../../db';
import { profileOf } from './supplierProfile';
import { AWKWARD_LOCATION_COUNTS, AWKWARD_MARKDOWN_DESCRIPTION, AWKWARD_PROFILE_IDS } from './awkwardProfiles';

describe('per-supplier profile data (generated lazily by id)', () => {
  it('is the same for the same id and network, and differs between suppliers', () => {
    const network = getNetwork();
    const a = profileOf(network, 100200)!;
    expect(profileOf(network, 100200)).toBe(a);
    expect(JSON.stringify(profileOf({ ...network }, 100200))).toBe(JSON.stringify(a));
    expect(profileOf(network, 100201)!.description).not.toBe('');
    expect(a.entityId).toBe(100200);
  });

  it('knows no supplier outside the network', () => {
    expect(profileOf(getNetwork(), 99)).toBeNull();
    expect(profileOf(getNetwork(), 100001 + getNetwork().size)).toBeNull();
  });

  it('has the awkward suppliers the table names', () => {
    const network = getNetwork();
    expect(profileOf(network, AWKWARD_PROFILE_IDS.markdownDescription)!.description).toBe(AWKWARD_MARKDOWN_DESCRIPTION);
    expect(AWKWARD_MARKDOWN_DESCRIPTION).toContain('<script>');
    expect(profileOf(network, AWKWARD_PROFILE_IDS.nullTurnover)!.turnover).toBeNull();
    expect(profileOf(network, AWKWARD_PROFILE_IDS.nanTurnover)!.turnover).toBe('NaN');
    expect(profileOf(network, AWKWARD_PROFILE_IDS.noContacts)!.hasContacts).toBe(false);
    expect(profileOf(network, AWKWARD_PROFILE_IDS.noLocations)!.locationCount).toBe(0);
    expect(profileOf(network, AWKWARD_PROFILE_IDS.manyLocations)!.locationCount).toBe(120);
    expect(AWKWARD_LOCATION_COUNTS[AWKWARD_PROFILE_IDS.manyLocations]).toBe(120);
  });
});
