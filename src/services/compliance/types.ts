/**
 * A level (goal) as the compliance host reports it for one supplier (spec 03 §3 "Level (goal)"):
 * the overview's compliance tiles read it.
 */
export interface SupplierGoalDto {
  goalId: number;
  goalName: string;
  goalReference: string;
  /** e.g. "Verified", "Not Verified", "In Progress", "Expired"; screens show statusId's own words (services/compliance/statusText). */
  statusName: string;
  statusId: number;
  isCompliant: boolean;
  /** An SSIP scheme (the summary's accreditations) rather than a level (the overview's tiles). Not in spec 03's list: the app's reading. */
  isSsip: boolean;
  requirementsTotal: number;
  completedTotal: number;
  /** The level's maturity target (spec 03 §3); null or absent when the level has none. */
  targetMaturityLevel?: number | null;
  /** Whether the supplier meets the level's maturity target; null or absent when there is none (isCompliant decides). */
  isGoalMaturityMet?: boolean | null;
}
