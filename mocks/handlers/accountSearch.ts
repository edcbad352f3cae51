import { http, HttpResponse } from 'msw';
import type { UnitsForUserResponse } from '@/services/accountSearch/types';
import { getNetwork, unitIdsOfUser } from '../db';
import { mockPath } from '../paths';
import { badRequest, caller, isObject } from './support';

export const accountSearchHandlers = [
  http.post(mockPath('accountSearch', '/Organisations/units-for-logged-in-user'), async ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const body: unknown = await request.json().catch(() => ({}));
    const paging = isObject(body) && isObject(body.Paging) ? body.Paging : {};
    const page = (paging.Page ?? 1) as number;
    const pageSize = (paging.PageSize ?? 999) as number;
    if (!Number.isInteger(page) || page < 1) return badRequest('Paging.Page must be at least 1', 'Paging.Page');
    if (!Number.isInteger(pageSize) || pageSize < 1) return badRequest('Paging.PageSize must be at least 1', 'Paging.PageSize');
    const ids = unitIdsOfUser(persona.identity.userAccountId);
    const units = getNetwork().units.filter((u) => ids.includes(u.accountId));
    return HttpResponse.json<UnitsForUserResponse>({
      totalCount: units.length,
      items: units
        .slice((page - 1) * pageSize, page * pageSize)
        .map((u) => ({ accountId: u.accountId, name: u.name, parentAccountId: u.orgAccountId })),
    });
  }),
];
