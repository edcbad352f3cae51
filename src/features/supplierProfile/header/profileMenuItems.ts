import {
  canAddReference, canAddSupplierToSupplyChain, canOfferReference, canChangeReference, canDownloadCertificates, canDownloadComplianceStatement,
  canManageSuspension, canPrintProfile, canSeeRiskRadar, canSeeSuspension, type ProfileSubject,
} from '@/platform/auth/profilePolicies';

export type ProfileMenuItem =
  | 'downloadCertificates'
  | 'downloadComplianceStatement'
  | 'printProfile'
  | 'printRiskRadar'
  | 'addToSupplyChain'
  | 'addReference'
  | 'editReference'
  | 'manageSuspension'
  | 'viewSuspension'
  | 'addToComparison';

export interface ProfileMenuContext {
  /** Whether the buyer holds a reference of their own for the supplier (entity references); null until known. */
  hasReference: boolean | null;
}

/**
 * The more-menu's items for this buyer and supplier, in order, each under its rule (spec 02 §2.5,
 * §6). Kept out of the menu's lazy chunk so the header knows before the menu arrives whether to keep
 * a place for it. Add reference needs suppliersourcing:add-reference and no reference yet; Edit
 * reference needs suppliersourcing:edit-reference and a reference: one permission no longer grants
 * the other (issue 37 item 6). Until the reference is known neither shows.
 */
export function profileMenuItems(subject: ProfileSubject, { hasReference }: ProfileMenuContext): ProfileMenuItem[] {
  const items: ProfileMenuItem[] = [];
  if (canDownloadCertificates(subject)) items.push('downloadCertificates');
  if (canDownloadComplianceStatement(subject)) items.push('downloadComplianceStatement');
  if (canPrintProfile(subject)) items.push('printProfile');
  if (canSeeRiskRadar(subject)) items.push('printRiskRadar');
  if (canAddSupplierToSupplyChain(subject)) items.push('addToSupplyChain');
  if (canOfferReference(subject) && hasReference === false && canAddReference(subject)) items.push('addReference');
  if (canOfferReference(subject) && hasReference === true && canChangeReference(subject)) items.push('editReference');
  if (canSeeSuspension(subject)) items.push(canManageSuspension(subject) ? 'manageSuspension' : 'viewSuspension');
  // Issue 41: any buyer who sees the profile may compare it with others.
  items.push('addToComparison');
  return items;
}
