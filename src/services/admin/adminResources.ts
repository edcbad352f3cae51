import { defineResource } from '@/platform/resource';
import { IN_BUYER_LANGUAGE } from '../buyerLanguage';
import { getUserOrganisationUnits } from './adminService';

/**
 * The organisation units the buyer can access, with their segments (GET admin /users/organisationunits):
 * one entry for the invite screen, the filters' supply-chain unit and the profile's suspension lists.
 * A reply with isSuccess false is a failure with its message (the HTTP layer).
 */
export const myOrganisationUnits = defineResource({
  name: 'admin/myOrganisationUnits',
  load: async (_args: Record<string, never>) => (await getUserOrganisationUnits()).organisations,
  // The units' segments carry stage names in the buyer's language.
  provides: () => [IN_BUYER_LANGUAGE],
});
