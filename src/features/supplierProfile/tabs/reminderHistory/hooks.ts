import { useMemo } from 'react';
import { createResourceHook } from '@/platform/async';
import { languageIdOf } from '@/platform/i18n/languageIds';
import { useListParams, type ListParamsSpec } from '@/platform/list';
import { useLanguage } from '@/platform/session';
import type { ReminderSortBy } from '@/services/reminders/types';
import { remindersKey, remindersResource } from './remindersResource';

export const REMINDER_PAGE_SIZES = [10, 30, 50];
export const SORTABLE_REMINDER_COLUMNS: readonly ReminderSortBy[] = ['reminderTypeName', 'sentOn', 'sentBy', 'reason', 'status'];

/** Newest first, 10 a page (spec 02 §9: the default sort is sentOn descending in the reading that names one). */
const REMINDERS_LIST: ListParamsSpec<ReminderSortBy> = {
  defaults: { page: 1, pageSize: 10, sortName: 'sentOn', sortOrder: 'desc' },
  sortNames: SORTABLE_REMINDER_COLUMNS,
  sortOrders: ['asc', 'desc'],
};

const useRemindersResource = createResourceHook(remindersResource);

/** The page of reminders the URL asks for, in the buyer's language. */
export function useReminders(supplierId: number) {
  const { params, change } = useListParams(REMINDERS_LIST);
  const languageId = languageIdOf(useLanguage());
  const pageSize = REMINDER_PAGE_SIZES.includes(params.pageSize) ? params.pageSize : 10;
  const query = useMemo(() => ({
    page: params.page, pageSize, sortBy: params.sortName, sortType: params.sortOrder === 'asc' ? 'asc' as const : 'desc' as const, languageId,
  }), [params.page, pageSize, params.sortName, params.sortOrder, languageId]);
  const state = useRemindersResource(remindersKey(supplierId, query));
  return { ...state, query, change };
}
