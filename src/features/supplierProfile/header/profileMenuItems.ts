import {
  canDownloadCertificates, canDownloadComplianceStatement, canEditReference, canManageSuspension, canPrintProfile, canSeeRiskRadar,
  canSeeSuspension, type ProfileSubject,
} from '@/platform/auth/profilePolicies';
import type { SupplierDetailsDto } from '@/services/supplier/types';

export type ProfileMenuItem =
  | 'downloadCertificates'
  | 'downloadComplianceStatement'
  | 'printProfile'
  | 'printRiskRadar'
  | 'addReference'
  | 'editReference'
  | 'manageSuspension'
  | 'viewSuspension';

/**
 * The more-menu's items for this buyer and supplier, in order, each under its rule. Kept out of the
 * menu's lazy chunk so the header knows before the menu arrives whether to keep a place for it.
 */
export function profileMenuItems(subject: ProfileSubject, details: Pick<SupplierDetailsDto, 'customerReferenceNumber'>): ProfileMenuItem[] {
  const items: ProfileMenuItem[] = [];
  if (canDownloadCertificates(subject)) items.push('downloadCertificates');
  if (canDownloadComplianceStatement(subject)) items.push('downloadComplianceStatement');
  if (canPrintProfile(subject)) items.push('printProfile');
  if (canSeeRiskRadar(subject)) items.push('printRiskRadar');
  if (canEditReference(subject)) items.push(details.customerReferenceNumber ? 'editReference' : 'addReference');
  if (canSeeSuspension(subject)) items.push(canManageSuspension(subject) ? 'manageSuspension' : 'viewSuspension');
  return items;
}
