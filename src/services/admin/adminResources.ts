import { defineResource } from '@/platform/resource';
import { getUserOrganisationUnits } from './adminService';

/** The organisation units the buyer can access, as `{ accountId, name }` (the suspension lists show only these). */
export const myOrganisationUnits = defineResource({
  name: 'admin/myOrganisationUnits',
  load: async (_args: Record<string, never>) =>
    (await getUserOrganisationUnits()).organisations.map(({ accountId, name }) => ({ accountId, name })),
});
