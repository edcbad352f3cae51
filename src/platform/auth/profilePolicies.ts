import type { ProfileVisibility } from '../config/types';
import { can, canAny } from './can';
import { canAddToSupplyChain, canInvite, type PolicySubject } from './policies';

/**
 * The supplier profile's rules (spec 02 §2.3, §2.5, §2.15, §6): pure functions of the buyer's
 * permissions, the flags and the community's profile visibility, so the tab bar, the route guards,
 * the header menu and the tests all ask the same question.
 */
export interface ProfileSubject extends PolicySubject {
  profile: ProfileVisibility;
}

export type ProfilePolicy = (subject: ProfileSubject) => boolean;

const flag = (subject: ProfileSubject, name: keyof NonNullable<PolicySubject['flags']>) => subject.flags?.[name] === true;

/** suppliersourcing:riskanalytics: risk analytics tab, route and the overview's risk summary report. */
export const canSeeRiskAnalytics: ProfilePolicy = ({ identity }) => can(identity, 'suppliersourcing:riskanalytics');

/** suppliersourcing:riskinformation: risk radar content, the link to it, print risk radar. */
export const canSeeRiskRadar: ProfilePolicy = ({ identity }) => can(identity, 'suppliersourcing:riskinformation');

/** Add to supply chain from the header: the same rule as the results page. */
export const canAddSupplierToSupplyChain: ProfilePolicy = (subject) => canAddToSupplyChain(subject);

/** Add or edit reference: the reference feature plus add-reference or edit-reference. */
export const canEditReference: ProfilePolicy = (subject) =>
  subject.profile.reference && canAny(subject.identity, 'suppliersourcing:add-reference', 'suppliersourcing:edit-reference');

/** The Remove button in the reference dialog (edit mode only). */
export const canRemoveReference: ProfilePolicy = ({ identity }) => can(identity, 'suppliersourcing:remove-reference');

/** Manage or view suspension in the menu: the suspend-account flag and the community's call to action. */
export const canSeeSuspension: ProfilePolicy = (subject) => flag(subject, 'isSuspendAccountEnabled') && subject.profile.suspension;

/** Open the manage-suspension modal (otherwise only the view modal). */
export const canManageSuspension: ProfilePolicy = ({ identity }) => can(identity, 'supplychain:suspend-supplier');

/** Confirm a suspend or unsuspend (otherwise the permission-denied modal). */
export const canApproveSuspension: ProfilePolicy = ({ identity }) => can(identity, 'supplychain:approver');

export const canDownloadCertificates: ProfilePolicy = ({ profile }) => profile.certificates;

/** Download compliance statement: the compliance report flag and the configuration. */
export const canDownloadComplianceStatement: ProfilePolicy = (subject) =>
  flag(subject, 'complianceReportEnabled') && subject.profile.downloadComplianceStatement;

export const canPrintProfile: ProfilePolicy = ({ profile }) => profile.print;

/** Invite from the limited profile: inviteSupplierCtaEnabled or isInviteFromSupplierProfileEnabled, plus canInvite. */
export const canInviteFromProfile: ProfilePolicy = (subject) =>
  (flag(subject, 'inviteSupplierCtaEnabled') || flag(subject, 'isInviteFromSupplierProfileEnabled')) && canInvite(subject);
