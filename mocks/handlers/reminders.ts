import { http, HttpResponse } from 'msw';
import type { Language } from '@/platform/config/types';
import type { ReminderDto, ReminderSortBy, RemindersResponse } from '@/services/reminders/types';
import { generatedRemindersOf } from '../data/profile/reminders';
import { getNetwork } from '../db';
import { mockPath } from '../paths';
import { supplierProfile } from './profileState';
import { badRequest, caller, notFound } from './support';

const LANGUAGE_OF_ID: Record<string, Language> = { 1: 'en', 2: 'fr', 3: 'es', 4: 'nl' };
const SORTABLE: ReminderSortBy[] = ['reminderTypeName', 'sentOn', 'sentBy', 'reason', 'status'];

/** GET {reminders}/reminder/{id}?page&pageSize&sortType&sortBy, words in the X-Language-Id language; sorted and paged here. */
export const remindersHandlers = [
  http.get(mockPath('reminders', '/reminder/:id'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const id = Number(params.id);
    if (!supplierProfile(id)) return notFound(`Supplier ${String(params.id)} was not found`);
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
    const sortBy = (url.searchParams.get('sortBy') ?? 'sentOn') as ReminderSortBy;
    const sortType = url.searchParams.get('sortType') ?? 'desc';
    if (!Number.isInteger(page) || page < 1) return badRequest('page must be at least 1', 'page');
    if (!Number.isInteger(pageSize) || pageSize < 1) return badRequest('pageSize must be at least 1', 'pageSize');
    if (!SORTABLE.includes(sortBy)) return badRequest(`sortBy must be one of ${SORTABLE.join(', ')}`, 'sortBy');
    if (sortType !== 'asc' && sortType !== 'desc') return badRequest('sortType must be asc or desc', 'sortType');
    const language = LANGUAGE_OF_ID[request.headers.get('X-Language-Id') ?? '1'] ?? 'en';
    const direction = sortType === 'asc' ? 1 : -1;
    const value = (r: ReminderDto) => r[sortBy] ?? '';
    const all = [...generatedRemindersOf(getNetwork().seed, id, language)].sort(
      (a, b) => direction * String(value(a)).localeCompare(String(value(b)), language) || b.id - a.id,
    );
    return HttpResponse.json<RemindersResponse>({ items: all.slice((page - 1) * pageSize, page * pageSize), totalCount: all.length });
  }),
];
