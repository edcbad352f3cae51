import { createKeyedResource } from '@/platform/async';
import { getReminders } from '@/services/reminders/remindersService';
import type { RemindersQuery, RemindersResponse } from '@/services/reminders/types';
import type { ProfileRoot } from '../../profileRoot';

/** One page of a supplier's reminders: the key holds the supplier and the whole query. */
export const remindersKey = (supplierId: number, query: RemindersQuery) => JSON.stringify([supplierId, query]);

export const remindersResource = createKeyedResource<string, RemindersResponse, ProfileRoot>({
  name: 'supplierProfile/reminders',
  load: (key, signal) => {
    const [supplierId, query] = JSON.parse(key) as [number, RemindersQuery];
    return getReminders(supplierId, query, signal);
  },
});
