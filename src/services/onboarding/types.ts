/** Onboarding host reference data (spec 01 §3 "Invitation payload", §7). */
export interface ReasonCodeDto {
  reasonCodeId: number;
  description: string;
}

export interface InvitationGoalDto {
  goalId: number;
  goalName: string;
}

export interface HiddenProductsDto {
  hiddenProducts: { productId: number }[];
}

export interface CampaignDto {
  OrganisationAccountId: number;
  CampaignCode: string;
  ListGroupingId: number;
  ListGroupingName: string;
  CustomStageId: number;
  OpportunityName: string;
}
