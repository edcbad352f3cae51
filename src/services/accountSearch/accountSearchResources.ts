import { defineResource } from '@/platform/resource';
import { getUnitsForLoggedInUser } from './accountSearchService';

/** The units the signed-in buyer belongs to (the add-to-segment dialog's Organisation unit list). */
export const unitsForLoggedInUser = defineResource({
  name: 'accountSearch/unitsForLoggedInUser',
  load: async (_args: Record<string, never>) => (await getUnitsForLoggedInUser()).items,
});
