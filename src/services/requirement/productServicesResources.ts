import { defineResource } from '@/platform/resource';
import { getProductService } from './productServicesService';

/** One product service (work category) of a supplier, as the work category page reads it (spec 03 §7). */
export const productService = defineResource({
  name: 'requirement/productService',
  load: ({ supplierId, id }: { supplierId: number; id: number }, signal) => getProductService(supplierId, id, signal),
  transition: true,
});
