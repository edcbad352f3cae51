import { http, HttpResponse } from 'msw';
import type { OrganisationUnitsResponse } from '@/services/admin/types';
import { allSegments, getBuyerFrame, unitIdsOfUser } from '../db';
import { goalName, localiseStages } from '../data/localise';
import { mockPath } from '../paths';
import { caller, requestLanguage } from './support';

export const adminHandlers = [
  http.get(mockPath('admin', '/users/organisationunits'), ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
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
