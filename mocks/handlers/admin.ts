import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import type { OrganisationUnitsResponse } from '@/services/admin/types';
import { allSegments, getBuyerFrame, unitIdsOfUser } from '../db';
import { goalName, localiseStages } from '../data/localise';
import { endpoint } from './endpoint';
import { requestLanguage } from './support';

export const adminHandlers = [
  // Only the caller's own units. The landing's search-type choice asks for them (in my supply chain).
  endpoint({ method: 'get', kind: 'admin', path: '/users/organisationunits', rule: anyBuyer, landing: true }, ({ request, persona }) => {
    const language = requestLanguage(request);
    const ids = unitIdsOfUser(persona.identity.userAccountId);
    const segments = allSegments();
    // The buyer frame, not the network: the landing asks for this first, before the suppliers are generated.
    const organisations = getBuyerFrame()
      .units.filter((u) => ids.includes(u.accountId))
      .map((u) => ({
        accountId: u.accountId,
        name: u.name,
        segments: segments
          .filter((s) => s.orgUnitAccountId === u.accountId)
          .map((s) => ({
            id: s.id,
            name: s.name,
            goalName: s.goalName && goalName(language, s.goalName),
            customStages: localiseStages(language, s.stages),
          })),
      }));
    return HttpResponse.json<OrganisationUnitsResponse>({ isSuccess: true, organisations, message: null });
  }),
];
