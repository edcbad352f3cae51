import { clientFor } from '@/platform/http';
import type { UnitsForUserResponse } from './types';

export async function getUnitsForLoggedInUser(page = 1, pageSize = 999): Promise<UnitsForUserResponse> {
  const { data } = await clientFor('accountSearch').post<UnitsForUserResponse>('/Organisations/units-for-logged-in-user', {
    Paging: { Page: page, PageSize: pageSize },
  });
  return data;
}
