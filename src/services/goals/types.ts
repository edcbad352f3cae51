/** PUT goals /goals (spec 01 §7): the views the app asks goals for. */
export const GOAL_VIEWS = ['FSLevelFilter', 'FSLevelFilterSC', 'FSSupplierHeader', 'FSCLCompliance'] as const;
export type GoalView = (typeof GOAL_VIEWS)[number];

export interface GoalFactor {
  FactorName: 'View';
  FactorValue: GoalView;
}

export interface GoalsRequest {
  Factors: GoalFactor[];
}

/** A level or an SSIP scheme. SSIP schemes have isSsip true and groupName "SSIP". */
export interface GoalDto {
  id: number;
  name: string;
  /** What the goals / ssipgoals filters carry as GoalReference. */
  reference: string;
  maturityLevel: number;
  groupName: string;
  groupOrder: number;
  isSsip: boolean;
}

/** The filter's status code for "holds this goal, verified" (spec 01 §9). */
export const GOAL_STATUS_VERIFIED = 1;
