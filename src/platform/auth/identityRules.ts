import type { Identity } from './identity';
import type { Permission } from './permissions';

/**
 * The permission half of a gated action: what a backend can check from the bearer identity alone
 * (it knows no community settings or flags). The policies build on these, and every handler of the
 * mock platform declares one of them (mocks/handlers/endpoint.ts), so the app and the mock never
 * disagree on who may do what.
 */
export type IdentityRule = (identity: Pick<Identity, 'permissions'> | null) => boolean;

// Not can(): the mock platform shares this module, and all it imports would leave the landing's chunk too.
const has = (identity: Pick<Identity, 'permissions'> | null, permission: Permission) => !!identity?.permissions.includes(permission);

/** A rule that holds when the identity has this one permission. */
export const requires =
  (permission: Permission): IdentityRule =>
  (identity) =>
    has(identity, permission);

/** The whole application: suppliersourcing:access (spec 01 §6). Every call of the platform asks it first. */
export const mayUseFindSuppliers: IdentityRule = requires('suppliersourcing:access');

/** Nothing beyond suppliersourcing:access: reference data and the reads every buyer makes. */
export const anyBuyer: IdentityRule = () => true;

/** Writing to a supply chain (add suppliers, create a segment): supplychain:access, neither read-only permission. */
export const mayWriteSupplyChain: IdentityRule = (identity) =>
  has(identity, 'supplychain:access') && !has(identity, 'supplychain:readonly') && !has(identity, 'suppliersourcing:readonly');

/** Inviting a supplier: onboarding:access and supplychain:access, not read-only sourcing. */
export const mayInvite: IdentityRule = (identity) =>
  has(identity, 'onboarding:access') && has(identity, 'supplychain:access') && !has(identity, 'suppliersourcing:readonly');

/** Segments and the supply-chain data of an organisation unit (spec 01 §6): supplychain:access. */
export const mayReadSupplyChain: IdentityRule = requires('supplychain:access');

/** Onboarding's reads and hand-offs (spec 01 §6): onboarding:access. */
export const mayUseOnboarding: IdentityRule = requires('onboarding:access');

/** The results' levels column and the goal statuses it shows (spec 01 §6). */
export const maySeeLevelsColumn: IdentityRule = requires('suppliersourcing:levels-column');

// ---- the supplier profile (spec 02 §6) ----

/** Add and edit notes. */
export const mayEditNotes: IdentityRule = requires('suppliersourcing:edit-notes');
/** Remove a note (inside the note edit modal). */
export const mayRemoveNotes: IdentityRule = requires('suppliersourcing:remove-notes');

/** Add the buyer's custom reference to a supplier that has none. */
export const mayAddReference: IdentityRule = requires('suppliersourcing:add-reference');
/** Change an existing custom reference. */
export const mayChangeReference: IdentityRule = requires('suppliersourcing:edit-reference');
/** Either of the two: the reference dialog opens (add or edit), and the server's coarse check of a save. */
export const mayAddOrChangeReference: IdentityRule = (identity) => mayAddReference(identity) || mayChangeReference(identity);
/** Remove the custom reference. */
export const mayRemoveReference: IdentityRule = requires('suppliersourcing:remove-reference');

/** Save custom field values. */
export const mayEditCustomFields: IdentityRule = requires('suppliersourcing:edit-udf-data');
/** The organisation's custom-field sections and custom-field search filters (spec 01 §6). */
export const mayManageInternalData: IdentityRule = requires('suppliersourcing:buyer-manage-internal-data');

/** Upload an internal document. */
export const mayUploadInternalDocument: IdentityRule = requires('suppliersourcing:upload-internal-document');
/** Create a new document type (tag) while uploading. */
export const mayAddInternalDocumentTag: IdentityRule = requires('suppliersourcing:add-internal-document-tag');
/** Remove an internal document (and only one the buyer created: checked against the document). */
export const mayRemoveInternalDocument: IdentityRule = requires('suppliersourcing:remove-internal-document');

/** Open the manage-suspension modal. */
export const mayManageSuspension: IdentityRule = requires('supplychain:suspend-supplier');
/** Confirm a suspend or unsuspend. */
export const mayApproveSuspension: IdentityRule = requires('supplychain:approver');
/** Suspend or unsuspend on the server: both halves of the modal's rule. */
export const maySuspendSupplier: IdentityRule = (identity) => mayManageSuspension(identity) && mayApproveSuspension(identity);

/** Risk analytics: the tab, the H score, directors and the summary report. */
export const mayUseRiskAnalytics: IdentityRule = requires('suppliersourcing:riskanalytics');
/** Risk information: the risk radar's content (its embed tokens) and its print data. */
export const mayUseRiskInformation: IdentityRule = requires('suppliersourcing:riskinformation');

// ---- compliance and connections (spec 03 §6) ----

/** A requirement's answers from the compliance path. */
export const mayViewComplianceAnswers: IdentityRule = requires('suppliersourcing:view-compliance-answers');
/** A requirement's answers from the connections path. */
export const mayViewConnectionAnswers: IdentityRule = requires('suppliersourcing:view-connection-answers');
/** Answers from either path: the server cannot tell which screen asked. */
export const mayViewAnswers: IdentityRule = (identity) => mayViewComplianceAnswers(identity) || mayViewConnectionAnswers(identity);
