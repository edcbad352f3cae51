/** Fixed reference data of the mock platform: sizes, levels, SSIP schemes, policies, segment types, custom fields… */
import type { GoalDto } from '@/services/goals/types';
import type { CompliancePolicyDto } from '@/services/policy/types';
import type { CompanySizeOption } from '@/services/search/types';
import type { SegmentTypeDto } from '@/services/supplyChain/types';
import type { UdfSection } from '@/services/udf/types';
import type { InvitationGoalDto, ReasonCodeDto } from '@/services/onboarding/types';

export const COMPANY_SIZES: CompanySizeOption[] = [
  { id: 1, name: 'Micro' },
  { id: 2, name: 'Small' },
  { id: 3, name: 'Medium' },
  { id: 4, name: 'Large' },
];

const level = (id: number, name: string, reference: string, maturityLevel: number, groupName: string, groupOrder: number): GoalDto =>
  ({ id, name, reference, maturityLevel, groupName, groupOrder, isSsip: false });
const ssip = (id: number, name: string, reference: string): GoalDto =>
  ({ id, name, reference, maturityLevel: 1, groupName: 'SSIP', groupOrder: 90, isSsip: true });

/** Levels grouped by groupName, then SSIP schemes (split from the levels by isSsip). */
export const GOALS: GoalDto[] = [
  level(101, 'Bronze', 'CL-BRONZE', 1, 'Membership level', 1),
  level(102, 'Silver', 'CL-SILVER', 2, 'Membership level', 1),
  level(103, 'Gold', 'CL-GOLD', 3, 'Membership level', 1),
  level(104, 'Platinum', 'CL-PLATINUM', 4, 'Membership level', 1),
  level(111, 'Health and safety – standard', 'HS-STANDARD', 1, 'Health and safety', 2),
  level(112, 'Health and safety – enhanced', 'HS-ENHANCED', 2, 'Health and safety', 2),
  level(121, 'Environmental management', 'ENV-MGMT', 1, 'Environment and sustainability', 3),
  level(122, 'Carbon reduction plan', 'ENV-CARBON', 2, 'Environment and sustainability', 3),
  level(131, 'Modern slavery statement', 'SV-SLAVERY', 1, 'Social value', 4),
  level(132, 'Building Safety Act competence', 'BSA-COMPETENCE', 2, 'Building safety', 5),
  ssip(201, 'CHAS Standard', 'SSIP-CHAS'),
  ssip(202, 'SafeContractor', 'SSIP-SAFECONTRACTOR'),
  ssip(203, 'SMAS Worksafe', 'SSIP-SMAS'),
  ssip(204, 'Acclaim Accreditation', 'SSIP-ACCLAIM'),
  ssip(205, 'Achilles BuildingConfidence', 'SSIP-ACHILLES'),
  ssip(206, 'Constructionline Silver SSIP', 'SSIP-CL'),
];
export const LEVELS = GOALS.filter((g) => !g.isSsip);
export const SSIP_SCHEMES = GOALS.filter((g) => g.isSsip);

export const POLICIES: CompliancePolicyDto[] = [
  { id: 1, name: 'Standard subcontractor', label: 'Standard subcontractor', policyGoals: [{ goalId: 101, policyRequirements: [{ requirementId: 1 }, { requirementId: 2 }] }] },
  { id: 2, name: 'Gold: principal contractor works', label: 'Gold: principal contractor works', policyGoals: [{ goalId: 103, policyRequirements: [{ requirementId: 3 }] }, { goalId: 111, policyRequirements: [{ requirementId: 4 }] }] },
  { id: 3, name: 'High-risk works (working at height, asbestos)', label: 'High-risk works (working at height, asbestos)', policyGoals: [{ goalId: 112, policyRequirements: [{ requirementId: 5 }, { requirementId: 6 }] }] },
  { id: 4, name: 'Public sector framework', label: 'Public sector framework', policyGoals: [{ goalId: 102, policyRequirements: [{ requirementId: 7 }] }, { goalId: 131, policyRequirements: [{ requirementId: 8 }] }] },
  { id: 5, name: 'Higher-risk buildings (Building Safety Act)', label: 'Higher-risk buildings (Building Safety Act)', policyGoals: [{ goalId: 132, policyRequirements: [{ requirementId: 9 }] }] },
];

export const SEGMENT_TYPES: SegmentTypeDto[] = [
  { id: 1, name: 'Segment', order: 1, isDefault: true },
  { id: 2, name: 'Project', order: 2, isDefault: false },
  { id: 3, name: 'Building', order: 3, isDefault: false },
  { id: 4, name: 'Site', order: 4, isDefault: false },
  { id: 5, name: 'Asset', order: 5, isDefault: false },
  { id: 6, name: 'DPS', order: 6, isDefault: false },
  { id: 7, name: 'Framework', order: 7, isDefault: false },
  { id: 8, name: 'Marketplace', order: 8, isDefault: false },
  { id: 9, name: 'Shared profile', order: 9, isDefault: false },
  { id: 10, name: 'Island marketplace', order: 10, isDefault: false },
];

export const REASON_CODES: ReasonCodeDto[] = [
  { reasonCodeId: 1, description: 'New supplier for an upcoming project' },
  { reasonCodeId: 2, description: 'Existing supplier not yet on the platform' },
  { reasonCodeId: 3, description: 'Framework or DPS application' },
  { reasonCodeId: 4, description: 'Recommended by a site team' },
  { reasonCodeId: 5, description: 'Other' },
];

export const INVITATION_GOALS: InvitationGoalDto[] = LEVELS.filter((g) => g.groupName === 'Membership level').map((g) => ({
  goalId: g.id,
  goalName: g.name,
}));

/** Products the buyer's invitations never offer. */
export const HIDDEN_PRODUCTS = [{ productId: 904 }, { productId: 911 }];

let optionId = 9000;
const options = (...titles: string[]) => titles.map((title, i) => ({ id: ++optionId, title, sortOrder: i + 1, type: 'option' as const }));

/** Custom-field sections of buyer organisation 1001: every item type, option lists above and below 3. */
export const UDF_SECTIONS: UdfSection[] = [
  {
    id: 1,
    title: 'Supplier management',
    sortOrder: 1,
    items: [
      { id: 101, title: 'Account manager', type: 'text-field', sortOrder: 1, items: [], sectionId: 1, sectionTitle: 'Supplier management' },
      { id: 102, title: 'Notes for estimators', type: 'text-area', sortOrder: 2, items: [], sectionId: 1, sectionTitle: 'Supplier management' },
      { id: 103, title: 'Preferred supplier', type: 'checkbox', sortOrder: 3, items: [], sectionId: 1, sectionTitle: 'Supplier management' },
      { id: 104, title: 'Insurance renewal date', type: 'date', sortOrder: 4, items: [], sectionId: 1, sectionTitle: 'Supplier management' },
      {
        id: 105, title: 'Trades approved for', type: 'checkbox-group', sortOrder: 5, sectionId: 1, sectionTitle: 'Supplier management',
        items: options('Groundworks', 'Concrete', 'Steel frame', 'Roofing', 'Cladding', 'Mechanical', 'Electrical', 'Fit-out'),
      },
      { id: 106, title: 'Risk rating', type: 'radio-button-group', sortOrder: 6, sectionId: 1, sectionTitle: 'Supplier management', items: options('Low', 'Medium', 'High') },
      { id: 107, title: 'Payment terms', type: 'dropdown', sortOrder: 7, sectionId: 1, sectionTitle: 'Supplier management', items: options('30 days', '45 days', '60 days') },
    ],
  },
  {
    id: 2,
    title: 'Frameworks and compliance',
    sortOrder: 2,
    items: [
      {
        id: 201, title: 'Regions served', type: 'dropdown', sortOrder: 1, sectionId: 2, sectionTitle: 'Frameworks and compliance',
        items: options('North East', 'North West', 'Yorkshire', 'Midlands', 'London and South East', 'South West', 'Scotland', 'Ireland'),
      },
      { id: 202, title: 'Onboarding checks', type: 'checkbox-group', sortOrder: 2, sectionId: 2, sectionTitle: 'Frameworks and compliance', items: options('Bank details verified', 'Insurance checked', 'References taken') },
      { id: 203, title: 'Last audit date', type: 'date', sortOrder: 3, items: [], sectionId: 2, sectionTitle: 'Frameworks and compliance' },
      { id: 204, title: 'Internal vendor code', type: 'text-field', sortOrder: 4, items: [], sectionId: 2, sectionTitle: 'Frameworks and compliance' },
      { id: 205, title: 'On approved list', type: 'checkbox', sortOrder: 5, items: [], sectionId: 2, sectionTitle: 'Frameworks and compliance' },
    ],
  },
];
export const UDF_ITEMS = UDF_SECTIONS.flatMap((s) => s.items);
