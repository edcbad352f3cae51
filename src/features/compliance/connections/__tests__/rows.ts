import type { ConnectionRequirementRowDto } from '@/services/compliance/connectionTypes';

/** A connection requirement row for unit tests: met by default, no maturity target. */
export function requirementRow(requirementId: number, overrides: Partial<ConnectionRequirementRowDto> = {}): ConnectionRequirementRowDto {
  return {
    requirementId,
    requirementVersionId: requirementId * 100,
    requirementName: `Requirement ${requirementId}`,
    groupName: 'Insurances',
    goalId: 101,
    goalName: 'Bronze',
    goalVersionId: 1011,
    goalDisplayOrder: 0,
    goalReference: 'CL-BRONZE',
    isRequirementCompliant: true,
    requirementStatusName: 'Verified',
    standardStatusName: 'Verified',
    isStandardCompliant: true,
    lastModifiedDate: '2024-12-20',
    verifiedDate: '2025-01-01',
    isRequirementAndMaturityCompliant: null,
    requirementAndMaturityStatusName: null,
    validFrom: '2025-01-01',
    expiryDate: '2027-01-01',
    processStatuses: [],
    requirementOrder: requirementId,
    ...overrides,
  };
}
