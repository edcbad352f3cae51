/** GET policy /policy item (spec 01 §3 "Compliance policy option"; spec 03 §3). */
export interface CompliancePolicyDto {
  id: number;
  label: string;
  name: string;
  policyGoals: { goalId: number; policyRequirements: { requirementId: number }[] }[];
}
