import { apiPath } from '@/lib/pathSegment';
import { apiErrors, clientFor, HttpFailure } from '@/platform/http';
import { OPERATION_NOT_PERMITTED } from '../compliance/workCategoriesService';

export { OPERATION_NOT_PERMITTED };

/** GET {requirement host}/supplier/{supplierId}/productservices/{id} → { productService } (spec 03 §7). */
export interface ProductServiceRecordDto {
  id: number;
  name: string;
}

interface ProductServiceResponse {
  productService?: ProductServiceRecordDto;
}

/** A supplier's product service (a work category) as the work category page reads it. */
export async function getProductService(supplierId: number, id: number, signal?: AbortSignal): Promise<ProductServiceRecordDto> {
  const { data, status } = await clientFor('requirement').get<ProductServiceResponse>(apiPath`/supplier/${supplierId}/productservices/${id}`, { signal });
  if (typeof data?.productService !== 'object' || data.productService === null) throw new HttpFailure(apiErrors.noParsedBody(status));
  return data.productService;
}

/**
 * Updating a product service is not permitted (spec 03 §7, §8): refused here with the spec's
 * message before any call is made, whoever asks.
 */
export async function updateProductService(_supplierId: number, _productService: ProductServiceRecordDto): Promise<never> {
  throw new Error(OPERATION_NOT_PERMITTED);
}
