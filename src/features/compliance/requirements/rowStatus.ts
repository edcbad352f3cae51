import type { RequirementDetailRowDto } from '@/services/compliance/complianceDetailsTypes';

export type RowStatus = 'verified' | 'met' | 'notVerified';

/** Row status names that count as verified (spec 03 §4). */
const VERIFIED_NAMES = new Set(['Compliant', 'Verified', 'Complete', 'Completed']);

/** 'Compliant', 'Verified', 'Complete', 'Completed' → verified; 'Met' → met; anything else → not verified. */
export function rowStatusOf(statusName: string | null | undefined): RowStatus {
  if (statusName && VERIFIED_NAMES.has(statusName)) return 'verified';
  if (statusName === 'Met') return 'met';
  return 'notVerified';
}

/** The status name a row shows: the maturity-aware one when the server gives it, else the plain one. */
export const rowStatusName = (row: Pick<RequirementDetailRowDto, 'requirementAndMaturityStatusName' | 'requirementStatusName'>) =>
  row.requirementAndMaturityStatusName ?? row.requirementStatusName;

/** Compliant by the maturity-aware flag when it is not null, otherwise by the plain flag (spec 03 §4). */
export const isRowCompliant = (row: Pick<RequirementDetailRowDto, 'isRequirementAndMaturityCompliant' | 'isRequirementCompliant'>) =>
  row.isRequirementAndMaturityCompliant ?? row.isRequirementCompliant;
