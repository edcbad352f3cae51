import { clientFor } from '@/platform/http';
import type { Level1Category, ProductServiceSearchRequest, ProductServiceSearchResponse } from './types';

export async function getLevel1Categories(): Promise<Level1Category[]> {
  const { data } = await clientFor('trades').get<Level1Category[]>('/ProductService/Level1');
  return data;
}

export async function searchProductServices(
  body: ProductServiceSearchRequest,
  signal?: AbortSignal,
): Promise<ProductServiceSearchResponse> {
  const { data } = await clientFor('trades').post<ProductServiceSearchResponse>('/ProductService/search', body, { signal });
  return data;
}
