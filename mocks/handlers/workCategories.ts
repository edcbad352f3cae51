/**
 * GET {compliance}/{supplierId}/workCategories (spec 03 §7) over mocks/data/compliance/workCategories;
 * a work category cannot be changed: PUT answers 405 with 'Operation not permitted' (spec 03 §8).
 */
import { http, HttpResponse } from 'msw';
import type { WorkCategoriesResponseDto } from '@/services/compliance/workCategoryTypes';
import { workCategoriesOf } from '../data/compliance/workCategories';
import { mockPath } from '../paths';
import { supplierProfile } from './profileState';
import { caller, notFound } from './support';

export const workCategoriesHandlers = [
  http.get(mockPath('compliance', '/:supplierId/workCategories'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const id = Number(params.supplierId);
    if (!Number.isInteger(id) || !supplierProfile(id)) return notFound(`Supplier ${String(params.supplierId)} was not found`);
    return HttpResponse.json<WorkCategoriesResponseDto>({ workCategories: workCategoriesOf(id) });
  }),
  http.put(mockPath('compliance', '/:supplierId/workCategories/:id'), ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    return HttpResponse.json({ message: 'Operation not permitted' }, { status: 405 });
  }),
];
