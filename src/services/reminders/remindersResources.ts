import { defineResource } from '@/platform/resource';
import { getReminders } from './remindersService';
import type { RemindersQuery } from './types';

/** One page of the reminders the buyer's organisation sent the supplier, in the buyer's language. */
export const remindersPage = defineResource({
  name: 'reminders/remindersPage',
  load: ({ supplierId, query }: { supplierId: number; query: RemindersQuery }, signal) => getReminders(supplierId, query, signal),
  transition: true,
});
