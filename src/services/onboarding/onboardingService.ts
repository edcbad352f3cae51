import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { CampaignDto, HiddenProductsDto, InvitationGoalDto, ReasonCodeDto } from './types';

export async function getReasonCodes(): Promise<ReasonCodeDto[]> {
  const { data } = await clientFor('onboarding').get<ReasonCodeDto[]>('/invitations/reason-codes');
  return data;
}

export async function getInvitationGoals(): Promise<InvitationGoalDto[]> {
  const { data } = await clientFor('onboarding').get<InvitationGoalDto[]>('/invitations/goals');
  return data;
}

export async function getHiddenProducts(): Promise<HiddenProductsDto> {
  const { data } = await clientFor('onboarding').get<HiddenProductsDto>('/invitations/hidden');
  return data;
}

export async function getCampaign(orgUnitId: number, segmentId: number): Promise<CampaignDto> {
  const { data } = await clientFor('onboarding').get<CampaignDto>(apiPath`/campaigns/${orgUnitId}/segment/${segmentId}`);
  return data;
}
