import { createKeyedResource, createResourceHook } from '@/platform/async';
import { getProductService, type ProductServiceRecordDto } from '@/services/requirement/productServicesService';
import type { ComplianceRoot } from '../complianceRoot';

/** Store key of one product service of one supplier ("100010:3"). */
export const productServiceKey = (supplierId: number, id: number) => `${supplierId}:${id}`;

/** GET {requirement}/supplier/{supplierId}/productservices/{id}: what the work category page reads (spec 03 §7). */
export const productServices = createKeyedResource<string, ProductServiceRecordDto, ComplianceRoot>({
  name: 'compliance/productServices',
  load: (key, signal) => {
    const [supplierId, id] = key.split(':').map(Number);
    return getProductService(supplierId, id, signal);
  },
});

const useProductServiceResource = createResourceHook(productServices);

/** One product service; nothing is asked for while the id is not a number. */
export const useProductService = (supplierId: number, id: number | null) =>
  useProductServiceResource(id === null ? null : productServiceKey(supplierId, id));
