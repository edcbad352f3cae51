import { http, HttpResponse } from 'msw';
import type { CampaignDto, HiddenProductsDto } from '@/services/onboarding/types';
import { HIDDEN_PRODUCTS, INVITATION_GOALS, REASON_CODES } from '../data/reference';
import { allSegments, getNetwork, unitIdsOfUser } from '../db';
import { localiseInvitationGoals, localiseReasonCodes, say } from '../data/localise';
import { CAMPAIGN_SUFFIX_TEXT } from '../data/referenceText';
import { mockPath } from '../paths';
import { caller, notFound, requestLanguage } from './support';

export const onboardingHandlers = [
  http.get(mockPath('onboarding', '/invitations/reason-codes'), ({ request }) => {
    const persona = caller(request);
    return persona instanceof Response ? persona : HttpResponse.json(localiseReasonCodes(requestLanguage(request), REASON_CODES));
  }),
  http.get(mockPath('onboarding', '/invitations/goals'), ({ request }) => {
    const persona = caller(request);
    return persona instanceof Response ? persona : HttpResponse.json(localiseInvitationGoals(requestLanguage(request), INVITATION_GOALS));
  }),
  http.get(mockPath('onboarding', '/invitations/hidden'), ({ request }) => {
    const persona = caller(request);
    return persona instanceof Response ? persona : HttpResponse.json<HiddenProductsDto>({ hiddenProducts: HIDDEN_PRODUCTS });
  }),
  http.get(mockPath('onboarding', '/campaigns/:orgUnitId/segment/:segmentId'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const orgUnitId = Number(params.orgUnitId);
    const segment = allSegments().find((s) => s.id === Number(params.segmentId) && s.orgUnitAccountId === orgUnitId);
    if (!segment || !unitIdsOfUser(persona.identity.userAccountId).includes(orgUnitId)) {
      return notFound(`No campaign for segment ${String(params.segmentId)} of unit ${String(params.orgUnitId)}`);
    }
    const unit = getNetwork().units.find((u) => u.accountId === orgUnitId)!;
    return HttpResponse.json<CampaignDto>({
      OrganisationAccountId: unit.orgAccountId,
      CampaignCode: `NB-INV-${segment.id}`,
      ListGroupingId: segment.id,
      ListGroupingName: segment.name,
      CustomStageId: segment.stages[0]?.id ?? -1,
      OpportunityName: `${segment.name} – ${say(requestLanguage(request), 'supplier invitation', CAMPAIGN_SUFFIX_TEXT)}`,
    });
  }),
];
