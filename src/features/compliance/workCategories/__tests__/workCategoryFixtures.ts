import { http, HttpResponse } from 'msw';
import type { WorkCategoryDto } from '@/services/compliance/workCategoryTypes';

export const SUPPLIER = { id: 100010, name: "D'Arcy & O'Neill Roofing Ltd" };

/** An ISO date `days` from today (the screens count days from the buyer's today). */
export const inDays = (days: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + days)).toISOString().slice(0, 10);
};

export const workCategory = (id: number, over: Partial<WorkCategoryDto> = {}): WorkCategoryDto => ({
  id,
  name: `Category ${id}`,
  sectionName: 'Construction works and services',
  subSectionName: 'Roofing',
  notationalValue: '£250k',
  statusName: 'Verified',
  verificationStatusDetailed: 'Verified by assessor',
  isCompliant: true,
  verifiedOnDate: '2025-03-14',
  verificationMode: 1,
  numberOfCategories: 2,
  expiryDate: null,
  subContractCategory: 'Supply and fit',
  maxContractValue: 125000,
  requirements: [],
  ...over,
});

/** Four categories: one expired, one due in 10 days, one due in 60 days (not compliant), one far off. */
export const FOUR = [
  workCategory(1, { name: 'Slate roofing', expiryDate: inDays(-3), isCompliant: false, statusName: 'Not Verified' }),
  workCategory(2, {
    name: 'Lead sheet work',
    expiryDate: inDays(10),
    requirements: [
      { id: 21, name: 'Method statement', standardName: 'Health and safety', isComplianceApplicable: true, complianceStatus: { id: 1 } },
      { id: 22, name: 'Product liability insurance', standardName: 'Insurances', isComplianceApplicable: true, complianceStatus: { id: 2 } },
    ],
  }),
  workCategory(3, { name: 'Asbestos surveys', sectionName: 'Professional services', expiryDate: inDays(60), isCompliant: false, statusName: 'Not Verified' }),
  workCategory(4, { name: 'Scaffolding', expiryDate: inDays(900) }),
];

export const serveWorkCategories = (categories: WorkCategoryDto[]) =>
  http.get('*/mock-api/compliance/:supplierId/workCategories', () => HttpResponse.json({ workCategories: categories }));

/** GET {requirement}/supplier/{supplierId}/productservices/{id} answering the categories' own names, counting the reads. */
export const serveProductServices = (categories: WorkCategoryDto[], asked: string[] = []) =>
  http.get('*/mock-api/supplier/:supplierId/productservices/:id', ({ params }) => {
    asked.push(`${String(params.supplierId)}/${String(params.id)}`);
    const category = categories.find((c) => String(c.id) === params.id);
    return category ? HttpResponse.json({ productService: { id: category.id, name: category.name } }) : HttpResponse.json({ message: 'no' }, { status: 404 });
  });
