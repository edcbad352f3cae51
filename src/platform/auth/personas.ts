import type { Identity } from './identity';
import type { Permission } from './permissions';

/**
 * Local identities for the mock platform. The mock services recognise the user from the
 * bearer token `mock-token:{userAccountId}`, so the ids here are the dataset's users.
 */
export const PERSONA_IDS = [
  'full-buyer',
  'readonly-sourcing',
  'supplychain-readonly',
  'no-onboarding',
  'supplychain-only',
  'french-limited',
  'impersonated',
  'other-organisation',
  'supplier-user',
] as const;
export type PersonaId = (typeof PERSONA_IDS)[number];

export const DEFAULT_PERSONA: PersonaId = 'full-buyer';

/** Buyer organisation of every persona but one (the mock dataset's first buyer organisation). */
export const PERSONA_ORG_ACCOUNT_ID = 1001;
/** The dataset's second buyer organisation: the other-organisation persona's. */
export const OTHER_ORG_ACCOUNT_ID = 1002;
/** The supplier whose own user the supplier-user persona is (the dataset's first supplier entity). */
export const SUPPLIER_USER_ENTITY_ID = 100010;

const FULL: Permission[] = [
  'suppliersourcing:access',
  'suppliersourcing:riskanalytics',
  'suppliersourcing:riskinformation',
  'suppliersourcing:add-reference',
  'suppliersourcing:edit-reference',
  'suppliersourcing:remove-reference',
  'suppliersourcing:edit-udf-data',
  'suppliersourcing:edit-notes',
  'suppliersourcing:remove-notes',
  'suppliersourcing:upload-internal-document',
  'suppliersourcing:remove-internal-document',
  'suppliersourcing:add-internal-document-tag',
  'suppliersourcing:view-compliance-answers',
  'suppliersourcing:view-connection-answers',
  'suppliersourcing:buyer-manage-internal-data',
  'suppliersourcing:levels-column',
  'supplychain:access',
  'supplychain:approver',
  'supplychain:suspend-supplier',
  'onboarding:access',
];

const without = (perms: Permission[], ...removed: Permission[]) => perms.filter((p) => !removed.includes(p));

export interface Persona {
  id: PersonaId;
  label: string;
  identity: Identity;
  /** Flags this persona's account has on, on top of the config defaults. */
  flags?: Record<string, boolean>;
}

const base = (userAccountId: number, firstName: string, lastName: string) => ({
  userId: `user-${userAccountId}`,
  userAccountId,
  firstName,
  lastName,
  email: `${firstName}.${lastName}@northbridge.example`.toLowerCase(),
  orgAccountId: PERSONA_ORG_ACCOUNT_ID,
  organisationId: PERSONA_ORG_ACCOUNT_ID,
  community: 'GB' as const,
  language: 'en' as const,
  isSupplyChainOnly: false,
  impersonatedBy: null,
  logoURL: null,
});

export const PERSONAS: Record<PersonaId, Persona> = {
  'full-buyer': {
    id: 'full-buyer',
    label: 'Full buyer',
    identity: { ...base(5001, 'Alex', 'Morgan'), permissions: FULL },
  },
  'readonly-sourcing': {
    id: 'readonly-sourcing',
    label: 'Read-only sourcing',
    identity: { ...base(5002, 'Robin', 'Reid'), permissions: [...FULL, 'suppliersourcing:readonly'] },
  },
  'supplychain-readonly': {
    id: 'supplychain-readonly',
    label: 'Supply-chain read-only',
    identity: { ...base(5003, 'Sam', 'Patel'), permissions: [...FULL, 'supplychain:readonly'] },
  },
  'no-onboarding': {
    id: 'no-onboarding',
    label: 'No onboarding access',
    identity: { ...base(5004, 'Jo', 'Evans'), permissions: without(FULL, 'onboarding:access') },
  },
  'supplychain-only': {
    id: 'supplychain-only',
    label: 'Supply-chain-only account',
    identity: { ...base(5005, 'Chris', 'Walsh'), permissions: FULL, isSupplyChainOnly: true },
  },
  'french-limited': {
    id: 'french-limited',
    label: 'French limited buyer (free buyer access)',
    identity: {
      ...base(5006, 'Camille', 'Durand'),
      community: 'FR',
      language: 'fr',
      permissions: [
        'suppliersourcing:access',
        'pkg-frenchlimitedbuyer:access',
        'suppliersourcing:view-compliance-answers',
      ],
    },
    flags: { freeBuyerAccessEnabled: true },
  },
  impersonated: {
    id: 'impersonated',
    label: 'Impersonated session',
    identity: { ...base(5007, 'Taylor', 'Brooks'), permissions: FULL, impersonatedBy: 'Support Agent (Helpdesk)' },
  },
  // A full buyer of another organisation (the dataset's Harbour & Vale Homes), so the organisation
  // boundaries (units, suspensions, projects, search sessions) can be tried from both sides.
  'other-organisation': {
    id: 'other-organisation',
    label: 'Buyer of another organisation',
    identity: {
      ...base(5101, 'Morgan', 'Hale'),
      email: 'morgan.hale@harbourvale.example',
      orgAccountId: OTHER_ORG_ACCOUNT_ID,
      organisationId: OTHER_ORG_ACCOUNT_ID,
      permissions: FULL,
    },
  },
  // A supplier's own user (spec 03 §1): signed in to see their own company's compliance. Their
  // account belongs to the supplier, not to a buyer organisation; the claim names the supplier.
  'supplier-user': {
    id: 'supplier-user',
    label: "Supplier's own user",
    identity: {
      ...base(5301, 'Dana', 'Whitfield'),
      email: 'dana.whitfield@darcy-oneill-roofing.example',
      orgAccountId: 0,
      organisationId: 0,
      permissions: ['suppliersourcing:access', 'suppliersourcing:view-compliance-answers', 'suppliersourcing:view-connection-answers'],
      accountType: 'supplier',
      supplierEntityId: SUPPLIER_USER_ENTITY_ID,
    },
  },
};

export const isPersonaId = (value: string | null | undefined): value is PersonaId =>
  !!value && (PERSONA_IDS as readonly string[]).includes(value);

/** A persona's permissions less the dropped ones (the `without` override). */
export const withoutPermissions = (permissions: readonly Permission[], dropped: readonly Permission[]): Permission[] =>
  permissions.filter((p) => !dropped.includes(p));

/** The persona whose account this is; null for any other (an Auth0 user). */
export const personaOfAccount = (userAccountId: number): Persona | null =>
  Object.values(PERSONAS).find((p) => p.identity.userAccountId === userAccountId) ?? null;
