import { clientFor } from '@/platform/http';
import type { OrganisationUnitsResponse } from './types';

/** isSuccess false is turned into a failure by the HTTP layer, with its message. */
export async function getUserOrganisationUnits(): Promise<OrganisationUnitsResponse> {
  const { data } = await clientFor('admin').get<OrganisationUnitsResponse>('/users/organisationunits');
  return data;
}
