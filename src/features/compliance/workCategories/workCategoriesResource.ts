import { createKeyedResource, createResourceHook } from '@/platform/async';
import { getWorkCategories } from '@/services/compliance/workCategoriesService';
import type { WorkCategoryDto } from '@/services/compliance/workCategoryTypes';
import type { ComplianceRoot } from '../complianceRoot';

/** The supplier's work categories, keyed by supplier id (the tab, the widget, the detail page and the timeline share them). */
export const complianceWorkCategories = createKeyedResource<number, WorkCategoryDto[], ComplianceRoot>({
  name: 'compliance/workCategories',
  load: (supplierId, signal) => getWorkCategories(supplierId, signal),
});

export const useWorkCategories = createResourceHook(complianceWorkCategories);
