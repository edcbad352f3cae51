/**
 * GET {compliance}/{supplierId}/workCategories (spec 03 §7) over mocks/data/compliance/workCategories;
 * a work category cannot be changed: PUT answers 405 with 'Operation not permitted' (spec 03 §8).
 * The list (categories with their statuses, no answers) is every buyer's: the compliance dashboard's
 * Work Categories widget has no permission of its own (spec 03 §6).
 */
import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import type { WorkCategoriesResponseDto, WorkCategoryDto } from '@/services/compliance/workCategoryTypes';
import { workCategoriesOf } from '../data/compliance/workCategories';
import { supplierProfile } from './profileState';
import { endpoint } from './endpoint';
import { notFound } from './support';

/** A supplier's work categories, those it declared to the search among them; null for no such supplier. */
export function supplierWorkCategories(entityId: number): WorkCategoryDto[] | null {
  const profile = supplierProfile(entityId);
  return profile ? workCategoriesOf(entityId, new Date(), profile.supplier.categories.map((category) => category.id)) : null;
}

export const workCategoriesHandlers = [
  endpoint({ method: 'get', kind: 'compliance', path: '/:supplierId/workCategories', rule: anyBuyer }, ({ params }) => {
    const id = /^\d{1,9}$/.test(params.supplierId) ? Number(params.supplierId) : null;
    const workCategories = id === null ? null : supplierWorkCategories(id);
    if (!workCategories) return notFound(`Supplier ${params.supplierId} was not found`);
    return HttpResponse.json<WorkCategoriesResponseDto>({ workCategories });
  }),
  // Refused for every caller (spec 03 §8), so the rule only decides between 401 and this 405.
  endpoint({ method: 'put', kind: 'compliance', path: '/:supplierId/workCategories/:id', rule: anyBuyer }, () =>
    HttpResponse.json({ message: 'Operation not permitted' }, { status: 405 }),
  ),
];
