/**
 * The profile tabs' calls (spec 02 §7): contacts, locations paged and sorted on the server, and the
 * supplier's levels for the overview's compliance tiles. Plain msw handlers over lazily generated
 * data: no DOM, usable in a worker.
 */
import { http, HttpResponse } from 'msw';
import { LOCATION_SORT_NAMES, type LocationDto, type LocationsResponse } from '@/services/supplier/profileTabTypes';
import { getNetwork } from '../db';
import { contactsOf } from '../data/profile/contacts';
import { goalsOf } from '../data/profile/goals';
import { locationsOf } from '../data/profile/locations';
import { goalName } from '../data/localise';
import { mockPath } from '../paths';
import { badRequest, caller, isObject, notFound, requestLanguage } from './support';

const PAGE_SIZE_LIMIT = 100;

const idOf = (raw: unknown) => {
  const id = Number(raw);
  return Number.isInteger(id) ? id : null;
};

const byAddressLine1 = (a: LocationDto, b: LocationDto) =>
  (a.addressLine1 ?? '').localeCompare(b.addressLine1 ?? '', 'en', { sensitivity: 'base', numeric: true });

/** Reads and checks the locations body; a string is the 400's message. */
function readLocationsBody(body: unknown, id: number) {
  if (!isObject(body) || !isObject(body.paging) || !isObject(body.sorting)) return 'Body must carry id, paging and sorting';
  if (body.id !== id) return 'Body id must match the path';
  const { page, pageSize } = body.paging;
  if (!Number.isInteger(page) || (page as number) < 1) return 'paging.page must be an integer from 1';
  if (!Number.isInteger(pageSize) || (pageSize as number) < 1 || (pageSize as number) > PAGE_SIZE_LIMIT) return `paging.pageSize must be 1 to ${PAGE_SIZE_LIMIT}`;
  const { name, order } = body.sorting;
  if (!(LOCATION_SORT_NAMES as readonly unknown[]).includes(name)) return `sorting.name must be one of ${LOCATION_SORT_NAMES.join(', ')}`;
  if (order !== 'asc' && order !== 'desc') return 'sorting.order must be asc or desc';
  return { page: page as number, pageSize: pageSize as number, order };
}

export const supplierTabsHandlers = [
  http.get(mockPath('supplier', '/supplierdetails/:id/contacts'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const id = idOf(params.id);
    const contacts = id === null ? null : contactsOf(getNetwork(), id);
    return contacts ? HttpResponse.json(contacts) : notFound(`Supplier ${String(params.id)} was not found`);
  }),

  http.post(mockPath('supplier', '/supplierdetails/:id/locations'), async ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const id = idOf(params.id);
    const all = id === null ? null : locationsOf(getNetwork(), id);
    if (id === null || !all) return notFound(`Supplier ${String(params.id)} was not found`);
    const query = readLocationsBody(await request.json().catch(() => null), id);
    if (typeof query === 'string') return badRequest(query);
    const sorted = [...all].sort(byAddressLine1);
    if (query.order === 'desc') sorted.reverse();
    const start = (query.page - 1) * query.pageSize;
    const answer: LocationsResponse = { locations: sorted.slice(start, start + query.pageSize), totalCount: all.length };
    return HttpResponse.json(answer);
  }),

  http.get(mockPath('compliance', '/suppliers/:id/goals'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const id = idOf(params.id);
    const goals = id === null ? null : goalsOf(getNetwork(), id);
    if (!goals) return notFound(`Supplier ${String(params.id)} was not found`);
    const language = requestLanguage(request);
    return HttpResponse.json(goals.map((goal) => ({ ...goal, goalName: goalName(language, goal.goalName) })));
  }),
];
