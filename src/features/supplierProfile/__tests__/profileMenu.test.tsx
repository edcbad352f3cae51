import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Permission } from '@/platform/auth/permissions';
import type { PersonaId } from '@/platform/auth/personas';
import type { CommunityCode, ProfileVisibility } from '@/platform/config/types';
import type { Flags } from '@/platform/flags/flags';
import { testConfig } from '@/test/testConfig';
import { FAVOURITE, menuItems, openProfile } from './profileTestKit';
import { profileTabBar } from '@/test/profileTabBar';

const ALL_TABS = [
  'Overview', 'Issues', 'Summary', 'Compliance', 'Work Categories', 'Your Connections', 'Documents', 'Notes', 'Custom Fields',
  'Contacts', 'Reminder History', 'Risk Analytics', 'Risk Radar',
];
const ALL_ITEMS = [
  'Download certificates', 'Download compliance statement', 'Print profile', 'Print risk radar', 'Add to supply chain', 'Edit reference',
  'Manage suspension', 'Add to comparison',
];
const without = (list: string[], ...gone: string[]) => list.filter((x) => !gone.includes(x));

interface Row {
  who: string;
  persona?: PersonaId;
  withoutPermissions?: Permission[];
  flags?: Partial<Flags>;
  community?: CommunityCode;
  profile?: Partial<ProfileVisibility>;
  tabs: string[];
  items: string[];
  addToSupplyChain: boolean;
}

/** Persona × flag × community → tabs, menu items and the add button (spec 02 §2.3, §2.5, §6). */
const ROWS: Row[] = [
  { who: 'full buyer, GB', tabs: ALL_TABS, items: ALL_ITEMS, addToSupplyChain: true },
  { who: 'full buyer, FR (Europe variant)', community: 'FR', tabs: ALL_TABS, items: ALL_ITEMS, addToSupplyChain: true },
  {
    who: 'read-only sourcing', persona: 'readonly-sourcing', tabs: ALL_TABS, items: without(ALL_ITEMS, 'Add to supply chain'), addToSupplyChain: false,
  },
  {
    who: 'supply-chain read-only', persona: 'supplychain-readonly', tabs: ALL_TABS, items: without(ALL_ITEMS, 'Add to supply chain'),
    addToSupplyChain: false,
  },
  {
    who: 'no risk permissions',
    withoutPermissions: ['suppliersourcing:riskanalytics', 'suppliersourcing:riskinformation'],
    tabs: without(ALL_TABS, 'Risk Analytics'),
    items: without(ALL_ITEMS, 'Print risk radar'),
    addToSupplyChain: true,
  },
  {
    who: 'no reference permissions',
    withoutPermissions: ['suppliersourcing:add-reference', 'suppliersourcing:edit-reference'],
    tabs: ALL_TABS,
    items: without(ALL_ITEMS, 'Edit reference'),
    addToSupplyChain: true,
  },
  {
    who: 'no supplychain:suspend-supplier',
    withoutPermissions: ['supplychain:suspend-supplier'],
    tabs: ALL_TABS,
    items: [...without(ALL_ITEMS, 'Manage suspension', 'Add to comparison'), 'View suspension', 'Add to comparison'],
    addToSupplyChain: true,
  },
  {
    who: 'suspend-account flag off',
    flags: { isSuspendAccountEnabled: false },
    tabs: ALL_TABS,
    items: without(ALL_ITEMS, 'Manage suspension'),
    addToSupplyChain: true,
  },
  {
    who: 'compliance report flag off, reminders flag off',
    flags: { complianceReportEnabled: false, supplierRemindersEnabled: false },
    tabs: without(ALL_TABS, 'Reminder History'),
    items: without(ALL_ITEMS, 'Download compliance statement'),
    addToSupplyChain: true,
  },
  {
    who: 'community hides tabs, print, certificates, reference and suspension',
    profile: {
      issuesTab: false, summaryTab: false, workCategoriesTab: false, contactsTab: false, riskRadarTab: false,
      print: false, certificates: false, reference: false, suspension: false, downloadComplianceStatement: false,
    },
    tabs: without(ALL_TABS, 'Issues', 'Summary', 'Work Categories', 'Contacts', 'Risk Radar'),
    // Print risk radar needs only suppliersourcing:riskinformation (spec 02 §2.5), not the tab.
    items: ['Print risk radar', 'Add to supply chain', 'Add to comparison'],
    addToSupplyChain: true,
  },
];

describe('profile tabs, menu items and add to supply chain by persona, flag and community', () => {
  it.each(ROWS)('$who', async (row) => {
    const config = testConfig();
    const community = row.community ?? 'GB';
    if (row.profile) config.communities[community].profile = row.profile;
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name, {
      persona: row.persona,
      withoutPermissions: row.withoutPermissions,
      flags: row.flags,
      community,
      language: 'en',
      config,
    });
    const bar = await profileTabBar();
    expect(within(bar).getAllByRole('tab').map((l) => l.textContent)).toEqual(row.tabs);
    expect(!!screen.queryByRole('button', { name: 'Add to supply chain' })).toBe(row.addToSupplyChain);
    if (row.items.length) expect(await menuItems(user)).toEqual(row.items);
    else expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });
});
