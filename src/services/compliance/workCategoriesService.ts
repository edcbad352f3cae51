import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { WorkCategoriesResponseDto, WorkCategoryDto } from './workCategoryTypes';

/** GET {compliance}/{supplierId}/workCategories (spec 03 §7). */
export async function getWorkCategories(supplierId: number, signal?: AbortSignal): Promise<WorkCategoryDto[]> {
  const { data } = await clientFor('compliance').get<WorkCategoriesResponseDto>(apiPath`/${supplierId}/workCategories`, { signal });
  return data.workCategories ?? [];
}

/** The words of spec 03 §8 for an attempted work category update. */
export const OPERATION_NOT_PERMITTED = 'Operation not permitted';

/**
 * A work category is read-only (spec 03 §4, §7): an update is refused here, before any call is
 * made, with the spec's message, so no caller can change one by mistake.
 */
export async function updateWorkCategory(_supplierId: number, _workCategory: WorkCategoryDto): Promise<never> {
  throw new Error(OPERATION_NOT_PERMITTED);
}
