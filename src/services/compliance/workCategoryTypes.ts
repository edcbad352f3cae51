/**
 * A supplier's work category as the compliance host lists it (spec 03 §3 "Work category", spec 02 §3):
 * GET {compliance}/{supplierId}/workCategories → { workCategories }.
 */
export interface WorkCategoryRequirementDto {
  id: number;
  name: string;
  standardName: string;
  isComplianceApplicable: boolean;
  /** id 1 means resolved. */
  complianceStatus: { id: number } | null;
}

/** 0 manual, 1 auto mandatory, 2 auto optional (spec 03 §9). */
export type VerificationMode = 0 | 1 | 2;

export interface WorkCategoryDto {
  id: number;
  name: string;
  sectionName: string;
  subSectionName: string;
  notationalValue: string | null;
  /** The service's status name, e.g. "Verified", "Not Verified" (the screens translate these two). */
  statusName: string;
  verificationStatusDetailed: string | null;
  isCompliant: boolean;
  /** ISO date or null. */
  verifiedOnDate: string | null;
  verificationMode: VerificationMode;
  numberOfCategories: number;
  /** ISO date or null when the category does not expire. */
  expiryDate: string | null;
  subContractCategory: string | null;
  maxContractValue: number | null;
  requirements: WorkCategoryRequirementDto[];
}

export interface WorkCategoriesResponseDto {
  workCategories: WorkCategoryDto[];
}
