import { languageIdOf } from '@/platform/i18n/languageIds';
import { usePagedResource, type ListParamsSpec } from '@/platform/list';
import { useLanguage } from '@/platform/session';
import type { ReminderSortBy } from '@/services/reminders/types';
import { remindersPage } from '@/services/reminders/remindersResources';

export const REMINDER_PAGE_SIZES = [10, 30, 50];
export const SORTABLE_REMINDER_COLUMNS: readonly ReminderSortBy[] = ['reminderTypeName', 'sentOn', 'sentBy', 'reason', 'status'];

/** Newest first, 10 a page (spec 02 §9: the default sort is sentOn descending in the reading that names one). */
const REMINDERS_LIST: ListParamsSpec<ReminderSortBy> = {
  defaults: { page: 1, pageSize: 10, sortName: 'sentOn', sortOrder: 'desc' },
  sortNames: SORTABLE_REMINDER_COLUMNS,
  sortOrders: ['asc', 'desc'],
  pageSizes: REMINDER_PAGE_SIZES,
};

/** The page of reminders the URL asks for, in the buyer's language (a page past the end goes to the last one). */
export function useReminders(supplierId: number) {
  const languageId = languageIdOf(useLanguage());
  return usePagedResource(
    remindersPage,
    ({ page, pageSize, sortName, sortOrder }) => ({
      supplierId,
      query: { page, pageSize, sortBy: sortName, sortType: sortOrder === 'asc' ? ('asc' as const) : ('desc' as const), languageId },
    }),
    { list: REMINDERS_LIST, total: (data) => data.totalCount },
  );
}
