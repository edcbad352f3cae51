import { describe, expect, it } from 'vitest';
import { getNetwork } from '../../db';
import { AWKWARD_PROFILE_IDS } from './awkwardProfiles';
import { contactsOf } from './contacts';
import { goalsOf } from './goals';
import { locationsOf } from './locations';

describe('profile tab data (generated lazily by id)', () => {
  it('gives the same locations, contacts and goals for the same id and network', () => {
    const network = getNetwork();
    expect(locationsOf(network, 100300)).toBe(locationsOf(network, 100300));
    expect(JSON.stringify(locationsOf({ ...network }, 100300))).toBe(JSON.stringify(locationsOf(network, 100300)));
    expect(JSON.stringify(contactsOf({ ...network }, 100300))).toBe(JSON.stringify(contactsOf(network, 100300)));
    expect(goalsOf(network, 100300)).toEqual(goalsOf(network, 100300));
  });

  it('has the awkward location counts and exactly one primary location otherwise', () => {
    const network = getNetwork();
    expect(locationsOf(network, AWKWARD_PROFILE_IDS.noLocations)).toEqual([]);
    const many = locationsOf(network, AWKWARD_PROFILE_IDS.manyLocations)!;
    expect(many).toHaveLength(120);
    expect(many.filter((l) => l.isPrimary)).toHaveLength(1);
  });

  it('gives the no-contacts supplier three empty groups, and knows no supplier outside the network', () => {
    expect(contactsOf(getNetwork(), AWKWARD_PROFILE_IDS.noContacts)).toEqual({ primaryContacts: [], favourites: [], companyDirectoryEntries: [] });
    expect(contactsOf(getNetwork(), 99)).toBeNull();
    expect(locationsOf(getNetwork(), 99)).toBeNull();
    expect(goalsOf(getNetwork(), 99)).toBeNull();
  });

  it('marks verified goals compliant with every requirement complete', () => {
    for (const goal of goalsOf(getNetwork(), AWKWARD_PROFILE_IDS.favourite)!) {
      expect(goal.completedTotal <= goal.requirementsTotal).toBe(true);
      if (goal.isCompliant) expect(goal.completedTotal).toBe(goal.requirementsTotal);
    }
  });
});
