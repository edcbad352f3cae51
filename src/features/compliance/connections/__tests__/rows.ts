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
    isRequirementCompliant: true,
    requirementStatusName: 'Verified',
    isRequirementAndMaturityCompliant: null,
    requirementAndMaturityStatusName: null,
    validFrom: '2025-01-01',
    expiryDate: '2027-01-01',
    processStatuses: [],
    requirementOrder: requirementId,
    ...overrides,
  };
}
