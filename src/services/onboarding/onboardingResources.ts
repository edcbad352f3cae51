import { defineResource } from '@/platform/resource';
import { IN_BUYER_LANGUAGE } from '../buyerLanguage';
import { getCampaign, getHiddenProducts, getInvitationGoals, getReasonCodes } from './onboardingService';

/** The reasons a buyer gives for an invitation (the invite form's Reason list). */
export const reasonCodes = defineResource({
  name: 'onboarding/reasonCodes',
  load: (_args: Record<string, never>) => getReasonCodes(),
  provides: () => [IN_BUYER_LANGUAGE],
});

/** The goals an invitation may name (the invite form's Goal list). */
export const invitationGoals = defineResource({
  name: 'onboarding/invitationGoals',
  load: (_args: Record<string, never>) => getInvitationGoals(),
  provides: () => [IN_BUYER_LANGUAGE],
});

/** A unit's segment's onboarding campaign (the invite screen's Campaign line). */
export const campaign = defineResource({
  name: 'onboarding/campaign',
  load: ({ orgUnitId, segmentId }: { orgUnitId: number; segmentId: number }) => getCampaign(orgUnitId, segmentId),
  provides: () => [IN_BUYER_LANGUAGE],
});

/** Products whose membership a segment may require but the buyer's platform never asks for: their ids. */
export const hiddenProductIds = defineResource({
  name: 'onboarding/hiddenProductIds',
  load: async (_args: Record<string, never>) => (await getHiddenProducts()).hiddenProducts.map((p) => p.productId),
});
