import { useResource } from '@/platform/resource';
import { workCategories } from '@/services/compliance/workCategoriesResources';
import { productService } from '@/services/requirement/productServicesResources';

/** The supplier's work categories (the tab, the widget, the detail page and the timeline share one entry). */
export const useWorkCategories = (supplierId: number) => useResource(workCategories, { supplierId });

/** One product service; nothing is asked for while the id is not a number. */
export const useProductService = (supplierId: number, id: number | null) => useResource(productService, id === null ? null : { supplierId, id });
