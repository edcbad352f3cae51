import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { SupplierUdfValues, UdfSavedValue, UdfSectionsResponse } from './types';

export async function getUdfSections(languageId: number): Promise<UdfSectionsResponse> {
  const { data } = await clientFor('udf').get<UdfSectionsResponse>('/organisation/sections', {
    params: { includeChildren: true, sortBy: 'sortOrder', page: 1, pageSize: 999999, languageId },
  });
  return data;
}

export async function getSupplierUdfValues(entityId: number): Promise<SupplierUdfValues> {
  const { data } = await clientFor('udf').get<SupplierUdfValues>(apiPath`/udf/${entityId}`);
  return data;
}

export async function updateSupplierUdfValues(entityId: number, values: UdfSavedValue[]): Promise<SupplierUdfValues> {
  const { data } = await clientFor('udf').put<SupplierUdfValues>(apiPath`/udf/${entityId}`, { entityId, values });
  return data;
}
