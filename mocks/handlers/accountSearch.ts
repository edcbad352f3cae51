import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import type { UnitsForUserResponse } from '@/services/accountSearch/types';
import { getNetwork, unitIdsOfUser } from '../db';
import { endpoint } from './endpoint';
import { badRequest, isObject } from './support';

/** Spec 01 §7, §9: the units list asks 999 to a page. */
const MAX_UNITS_PAGE_SIZE = 999;

const isPageNumber = (value: unknown, max: number) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max;

export const accountSearchHandlers = [
  // Only the caller's own units (add to segment asks for them).
  endpoint({ method: 'post', kind: 'accountSearch', path: '/Organisations/units-for-logged-in-user', rule: anyBuyer }, async ({ request, persona }) => {
    const body: unknown = await request.json().catch(() => ({}));
    if (isObject(body) && body.Paging !== undefined && body.Paging !== null && !isObject(body.Paging)) return badRequest('Paging must be an object', 'Paging');
    const paging = isObject(body) && isObject(body.Paging) ? body.Paging : {};
    const page = paging.Page ?? 1;
    const pageSize = paging.PageSize ?? MAX_UNITS_PAGE_SIZE;
    if (!isPageNumber(page, Number.MAX_SAFE_INTEGER)) return badRequest('Paging.Page must be an integer of at least 1', 'Paging.Page');
    if (!isPageNumber(pageSize, MAX_UNITS_PAGE_SIZE)) return badRequest(`Paging.PageSize must be an integer from 1 to ${MAX_UNITS_PAGE_SIZE}`, 'Paging.PageSize');
    const ids = unitIdsOfUser(persona.identity.userAccountId);
    const units = getNetwork().units.filter((u) => ids.includes(u.accountId));
    const from = ((page as number) - 1) * (pageSize as number);
    return HttpResponse.json<UnitsForUserResponse>({
      totalCount: units.length,
      items: units.slice(from, from + (pageSize as number)).map((u) => ({ accountId: u.accountId, name: u.name, parentAccountId: u.orgAccountId })),
    });
  }),
];
