import { paths } from '@/platform/router';

/**
 * Addresses of the compliance screens issue 16's work categories, COVID-19 page and expiry timeline
 * link to (spec 03 §2), all below /supplier/{supplierId}.
 */
const base = (supplierId: number) => `${paths.supplier(supplierId)}/compliance`;

export const complianceLinks = {
  compliance: base,
  workCategories: (supplierId: number) => `${base(supplierId)}/work-categories`,
  workCategory: (supplierId: number, workCategoryId: number) => `${base(supplierId)}/work-categories/${encodeURIComponent(String(workCategoryId))}`,
  covid: (supplierId: number) => `${base(supplierId)}/covid-19`,
  requirement: (supplierId: number, requirementId: number) => `${base(supplierId)}/requirement/${encodeURIComponent(String(requirementId))}`,
};
