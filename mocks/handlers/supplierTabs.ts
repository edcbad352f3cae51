/**
 * The profile tabs' calls (spec 02 §7): contacts, locations paged and sorted on the server, and the
 * supplier's levels for the overview's compliance tiles. Plain msw handlers over lazily generated
 * data: no DOM, usable in a worker.
 */
import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import { LOCATION_SORT_NAMES, type LocationDto, type LocationsResponse } from '@/services/supplier/profileTabTypes';
import { getNetwork } from '../db';
import { contactsOf } from '../data/profile/contacts';
import { goalsOf } from '../data/profile/goals';
import { locationsOf } from '../data/profile/locations';
import { goalName } from '../data/localise';
import { endpoint } from './endpoint';
import { InputError, isObject, notFound, requestLanguage } from './support';

/** The locations table's largest page size: it offers 10, 30 and 50 (spec 02 §2.8, §9). */
export const MAX_LOCATIONS_PAGE_SIZE = 50;

/** A path id: digits only ("1e3" or " 12" name no supplier). */
const idOf = (raw: string) => (/^\d{1,15}$/.test(raw) ? Number(raw) : null);

const byAddressLine1 = (a: LocationDto, b: LocationDto) =>
  (a.addressLine1 ?? '').localeCompare(b.addressLine1 ?? '', 'en', { sensitivity: 'base', numeric: true });

/** Reads and checks the locations body (spec 02 §7): each wrong part is a 400 naming its field. */
function readLocationsBody(body: unknown, id: number) {
  if (!isObject(body)) throw new InputError('Body must be a JSON object with id, paging and sorting', 'body');
  if (body.id !== id) throw new InputError('id must be the supplier of the path', 'id');
  if (!isObject(body.paging)) throw new InputError('paging must be an object with page and pageSize', 'paging');
  if (!isObject(body.sorting)) throw new InputError('sorting must be an object with name and order', 'sorting');
  const { page, pageSize } = body.paging;
  if (!Number.isSafeInteger(page) || (page as number) < 1) throw new InputError('paging.page must be an integer from 1', 'paging.page');
  if (!Number.isInteger(pageSize) || (pageSize as number) < 1 || (pageSize as number) > MAX_LOCATIONS_PAGE_SIZE) {
    throw new InputError(`paging.pageSize must be an integer from 1 to ${MAX_LOCATIONS_PAGE_SIZE}`, 'paging.pageSize');
  }
  const { name, order } = body.sorting;
  if (!(LOCATION_SORT_NAMES as readonly unknown[]).includes(name)) throw new InputError(`sorting.name must be one of ${LOCATION_SORT_NAMES.join(', ')}`, 'sorting.name');
  if (order !== 'asc' && order !== 'desc') throw new InputError('sorting.order must be asc or desc', 'sorting.order');
  return { page: page as number, pageSize: pageSize as number, order };
}

/** Contacts, locations and the overview's goals: reads any buyer makes (spec 02 §2.4, §2.8 gate them by flags only). */
export const supplierTabsHandlers = [
  endpoint({ method: 'get', kind: 'supplier', path: '/supplierdetails/:id/contacts', rule: anyBuyer }, ({ params }) => {
    const id = idOf(params.id);
    const contacts = id === null ? null : contactsOf(getNetwork(), id);
    return contacts ? HttpResponse.json(contacts) : notFound(`Supplier ${params.id} was not found`);
  }),

  endpoint({ method: 'post', kind: 'supplier', path: '/supplierdetails/:id/locations', rule: anyBuyer }, async ({ request, params }) => {
    const id = idOf(params.id);
    const all = id === null ? null : locationsOf(getNetwork(), id);
    if (id === null || !all) return notFound(`Supplier ${params.id} was not found`);
    const query = readLocationsBody(await request.json().catch(() => null), id);
    const sorted = [...all].sort(byAddressLine1);
    if (query.order === 'desc') sorted.reverse();
    const start = (query.page - 1) * query.pageSize;
    const answer: LocationsResponse = { locations: sorted.slice(start, start + query.pageSize), totalCount: all.length };
    return HttpResponse.json(answer);
  }),

  endpoint({ method: 'get', kind: 'compliance', path: '/suppliers/:id/goals', rule: anyBuyer }, ({ request, params }) => {
    const id = idOf(params.id);
    const goals = id === null ? null : goalsOf(getNetwork(), id);
    if (!goals) return notFound(`Supplier ${params.id} was not found`);
    const language = requestLanguage(request);
    return HttpResponse.json(goals.map((goal) => ({ ...goal, goalName: goalName(language, goal.goalName) })));
  }),
];
