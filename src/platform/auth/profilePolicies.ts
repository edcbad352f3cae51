import type { ProfileVisibility } from '../config/types';
import {
  mayAddOrChangeReference, mayAddReference, mayApproveSuspension, mayChangeReference, mayEditCustomFields, mayEditNotes,
  mayManageSuspension, mayRemoveNotes, mayRemoveReference, maySuspendSupplier, mayUseRiskAnalytics, mayUseRiskInformation,
} from './identityRules';
import { canAddToSupplyChain, canInvite, type PolicySubject } from './policies';

/**
 * The supplier profile's rules (spec 02 §2.3, §2.5, §2.15, §6): pure functions of the buyer's
 * permissions, the flags and the community's profile visibility, so the tab bar, the route guards,
 * the header menu, the sagas and the tests all ask the same question. Each permission half is an
 * identity rule (identityRules.ts), the one the mock platform's endpoint declares too.
 */
export interface ProfileSubject extends PolicySubject {
  profile: ProfileVisibility;
}

export type ProfilePolicy = (subject: ProfileSubject) => boolean;

const flag = (subject: ProfileSubject, name: keyof NonNullable<PolicySubject['flags']>) => subject.flags?.[name] === true;

/** suppliersourcing:riskanalytics: risk analytics tab, route and the overview's risk summary report. */
export const canSeeRiskAnalytics: ProfilePolicy = ({ identity }) => mayUseRiskAnalytics(identity);

/** suppliersourcing:riskinformation: risk radar content, the link to it, print risk radar. */
export const canSeeRiskRadar: ProfilePolicy = ({ identity }) => mayUseRiskInformation(identity);

/** Add to supply chain from the header: the same rule as the results page. */
export const canAddSupplierToSupplyChain: ProfilePolicy = (subject) => canAddToSupplyChain(subject);

/**
 * The community's custom-reference call to action (spec 02 §6: "Community configuration controls ...
 * reference"): the menu's Add and Edit reference, and every save or removal from the dialog they open.
 */
export const canOfferReference: ProfilePolicy = ({ profile }) => profile.reference;

/** Add or edit reference (the menu item and the dialog): the reference feature plus add-reference or edit-reference. */
export const canEditReference: ProfilePolicy = (subject) => subject.profile.reference && mayAddOrChangeReference(subject.identity);

/** Save a reference for a supplier that has none: suppliersourcing:add-reference. */
export const canAddReference: ProfilePolicy = ({ identity }) => mayAddReference(identity);

/** Save a change to an existing reference: suppliersourcing:edit-reference. */
export const canChangeReference: ProfilePolicy = ({ identity }) => mayChangeReference(identity);

/** The Remove button in the reference dialog (edit mode only). */
export const canRemoveReference: ProfilePolicy = ({ identity }) => mayRemoveReference(identity);

/** Add and edit notes: the Add note and Edit buttons, and the save. */
export const canEditNotes: ProfilePolicy = ({ identity }) => mayEditNotes(identity);

/** Remove a note (inside the note edit modal). */
export const canRemoveNotes: ProfilePolicy = ({ identity }) => mayRemoveNotes(identity);

/** The empty notes list's prompt to add one (spec 02 §6: supplychain:approver). */
export const canSeeNotesPrompt: ProfilePolicy = ({ identity }) => mayApproveSuspension(identity);

/** Edit and save custom field values. */
export const canEditCustomFields: ProfilePolicy = ({ identity }) => mayEditCustomFields(identity);

/** Manage or view suspension in the menu: the suspend-account flag and the community's call to action. */
export const canSeeSuspension: ProfilePolicy = (subject) => flag(subject, 'isSuspendAccountEnabled') && subject.profile.suspension;

/** Open the manage-suspension modal (otherwise only the view modal). */
export const canManageSuspension: ProfilePolicy = ({ identity }) => mayManageSuspension(identity);

/** Confirm a suspend or unsuspend (otherwise the permission-denied modal). */
export const canApproveSuspension: ProfilePolicy = ({ identity }) => mayApproveSuspension(identity);

/** Send a suspend or unsuspend: both halves of the modal's rule (what the server asks). */
export const canSuspendSupplier: ProfilePolicy = ({ identity }) => maySuspendSupplier(identity);

/**
 * What the suspension save asks: the menu's call to action that opens the modal (canSeeSuspension:
 * the flag and the community, which the server cannot see) and the modal's two permissions.
 */
export const canSendSuspension: ProfilePolicy = (subject) => canSeeSuspension(subject) && canSuspendSupplier(subject);

export const canDownloadCertificates: ProfilePolicy = ({ profile }) => profile.certificates;

/** Download compliance statement: the compliance report flag and the configuration. */
export const canDownloadComplianceStatement: ProfilePolicy = (subject) =>
  flag(subject, 'complianceReportEnabled') && subject.profile.downloadComplianceStatement;

export const canPrintProfile: ProfilePolicy = ({ profile }) => profile.print;

/** Invite from the limited profile: inviteSupplierCtaEnabled or isInviteFromSupplierProfileEnabled, plus canInvite. */
export const canInviteFromProfile: ProfilePolicy = (subject) =>
  (flag(subject, 'inviteSupplierCtaEnabled') || flag(subject, 'isInviteFromSupplierProfileEnabled')) && canInvite(subject);
