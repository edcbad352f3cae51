import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { SuspendedOrgUnitDto, SuspendRequest } from './types';

export async function getSuspendedOrgUnits(supplierId: number, signal?: AbortSignal): Promise<SuspendedOrgUnitDto[]> {
  const { data } = await clientFor('accountRecords').get<SuspendedOrgUnitDto[]>(apiPath`/suppliers/${supplierId}/suspended-org-units`, {
    signal,
    allowEmptyBody: true,
  });
  return data ?? [];
}

export async function suspendSupplier(supplierId: number, orgUnitIds: number[]): Promise<void> {
  const body: SuspendRequest = { entityId: supplierId, orgUnitIds };
  await clientFor('accountRecords').post(apiPath`/suppliers/${supplierId}/suspensions`, body, { allowEmptyBody: true });
}

/** DELETE with the org unit ids as repeated query values (?orgUnitIds=1&orgUnitIds=2). */
export async function unsuspendSupplier(supplierId: number, orgUnitIds: number[]): Promise<void> {
  const query = new URLSearchParams();
  for (const id of orgUnitIds) query.append('orgUnitIds', String(id));
  await clientFor('accountRecords').delete(`${apiPath`/suppliers/${supplierId}/suspensions`}?${query.toString()}`, { allowEmptyBody: true });
}
