import { HttpResponse } from 'msw';
import type { CampaignDto, HiddenProductsDto } from '@/services/onboarding/types';
import { mayReadSupplyChain, mayUseOnboarding } from '@/platform/auth/identityRules';
import { HIDDEN_PRODUCTS, INVITATION_GOALS, REASON_CODES } from '../data/reference';
import { allSegments, getNetwork, unitIdsOfUser } from '../db';
import { localiseInvitationGoals, localiseReasonCodes, say } from '../data/localise';
import { CAMPAIGN_SUFFIX_TEXT } from '../data/referenceText';
import { endpoint } from './endpoint';
import { notFound, requestLanguage } from './support';

const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** Onboarding's reads (spec 01 §6): onboarding:access (mayUseOnboarding). */
export const onboardingHandlers = [
  endpoint({ method: 'get', kind: 'onboarding', path: '/invitations/reason-codes', rule: mayUseOnboarding }, ({ request }) =>
    HttpResponse.json(localiseReasonCodes(requestLanguage(request), REASON_CODES)),
  ),
  endpoint({ method: 'get', kind: 'onboarding', path: '/invitations/goals', rule: mayUseOnboarding }, ({ request }) =>
    HttpResponse.json(localiseInvitationGoals(requestLanguage(request), INVITATION_GOALS)),
  ),
  // Read by the add-to-segment dialog (which products a segment hides), not an onboarding hand-off: any buyer
  // who may read supply chains, so a buyer without onboarding:access still sees the right shortfall.
  endpoint({ method: 'get', kind: 'onboarding', path: '/invitations/hidden', rule: mayReadSupplyChain }, () =>
    HttpResponse.json<HiddenProductsDto>({ hiddenProducts: HIDDEN_PRODUCTS }),
  ),
  // A unit that is not the caller's, or a segment not of that unit, has no campaign for them: 404.
  endpoint({ method: 'get', kind: 'onboarding', path: '/campaigns/:orgUnitId/segment/:segmentId', rule: mayUseOnboarding }, ({ request, params, persona }) => {
    const orgUnitId = idOf(params.orgUnitId);
    const segment = allSegments().find((s) => s.id === idOf(params.segmentId) && s.orgUnitAccountId === orgUnitId);
    if (!segment || orgUnitId === null || !unitIdsOfUser(persona.identity.userAccountId).includes(orgUnitId)) {
      return notFound(`No campaign for segment ${params.segmentId} of unit ${params.orgUnitId}`);
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
