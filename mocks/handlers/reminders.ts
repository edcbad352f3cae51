import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import type { Language } from '@/platform/config/types';
import type { ReminderDto, ReminderSortBy, RemindersResponse } from '@/services/reminders/types';
import { generatedRemindersOf } from '../data/profile/reminders';
import { getNetwork } from '../db';
import { supplierOfParam } from './profileState';
import { endpoint } from './endpoint';
import { InputError, notFound, pagingQuery } from './support';

const LANGUAGE_OF_ID: Record<string, Language> = { 1: 'en', 2: 'fr', 3: 'es', 4: 'nl' };
const SORTABLE: ReminderSortBy[] = ['reminderTypeName', 'sentOn', 'sentBy', 'reason', 'status'];

/** The reminder history's largest page size: the tab offers 10, 30 and 50 (spec 02 §9 reads 10 or 50). */
export const MAX_REMINDERS_PAGE_SIZE = 50;

/** GET {reminders}/reminder/{id}?page&pageSize&sortType&sortBy, words in the X-Language-Id language; sorted and paged here. */
export const remindersHandlers = [
  endpoint({ method: 'get', kind: 'reminders', path: '/reminder/:id', rule: anyBuyer }, ({ request, params, url }) => {
    const profile = supplierOfParam(params.id);
    if (!profile) return notFound(`Supplier ${params.id} was not found`);
    const { page, pageSize } = pagingQuery(url, { max: MAX_REMINDERS_PAGE_SIZE, fallback: 10 });
    const sortBy = (url.searchParams.get('sortBy') ?? 'sentOn') as ReminderSortBy;
    const sortType = url.searchParams.get('sortType') ?? 'desc';
    if (!SORTABLE.includes(sortBy)) throw new InputError(`sortBy must be one of ${SORTABLE.join(', ')}`, 'sortBy');
    if (sortType !== 'asc' && sortType !== 'desc') throw new InputError('sortType must be asc or desc', 'sortType');
    const languageId = request.headers.get('X-Language-Id') ?? '1';
    // Own keys only: "constructor" is no language.
    const language = Object.hasOwn(LANGUAGE_OF_ID, languageId) ? LANGUAGE_OF_ID[languageId] : 'en';
    const direction = sortType === 'asc' ? 1 : -1;
    const value = (r: ReminderDto) => r[sortBy] ?? '';
    const all = [...generatedRemindersOf(getNetwork().seed, profile.entityId, language)].sort(
      (a, b) => direction * String(value(a)).localeCompare(String(value(b)), language) || b.id - a.id,
    );
    return HttpResponse.json<RemindersResponse>({ items: all.slice((page - 1) * pageSize, page * pageSize), totalCount: all.length });
  }),
];
