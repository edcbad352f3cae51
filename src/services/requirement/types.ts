/** GET {requirement}/{requirementId}/entity/{supplierId}: the answers are read from requirement.questions[0].answer. */
export interface RequirementAnswerDto<Answer> {
  requirement: { id: number; name: string; questions: { id: number; answer: Answer }[] };
}

/** Requirement 24: areas of operation. */
export interface AreaOfOperationRecord {
  name: string;
  /** In the community's currency; null when not given. */
  minimumContractValue: number | null;
}

/** Requirement 28: insurances. */
export interface InsuranceRecord {
  id: number;
  insuranceType: { name: string };
  /** ISO date. */
  expiryDate: string | null;
}

export const REQUIREMENT_IDS = { areasOfOperation: 24, insurances: 28 } as const;
