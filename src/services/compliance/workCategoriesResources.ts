import { defineResource } from '@/platform/resource';
import { getWorkCategories } from './workCategoriesService';

/** A supplier's work categories: the tab, the widget, the work category page and the expiry timeline share them. */
export const workCategories = defineResource({
  name: 'compliance/workCategories',
  load: ({ supplierId }: { supplierId: number }, signal) => getWorkCategories(supplierId, signal),
  transition: true,
});
