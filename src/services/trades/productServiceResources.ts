import { defineResource } from '@/platform/resource';
import { searchProductServices } from './tradesService';
import type { ProductServiceFlatItem, ProductServiceNode, ProductServiceSearchRequest } from './types';

export interface ProductServiceMatches {
  items: ProductServiceFlatItem[];
  totalCount: number;
}

/** The hierarchy shape nests level 1 > level 2 > services; the list shows the leaves with their path. */
function flatten(nodes: ProductServiceNode[]): ProductServiceFlatItem[] {
  return nodes.flatMap((l1) =>
    (l1.SubCategories ?? []).flatMap((l2) =>
      (l2.Services ?? []).map((leaf) => ({
        id: leaf.Id, name: leaf.Name, nameLevel1: l1.Name, nameLevel2: l2.Name, nameLevel3: leaf.Name, categoryIdLevel1: l1.Id,
      })),
    ),
  );
}

/** Work categories matching typed words (the type-ahead), keyed by the words and the response shape asked for. */
export const productServiceMatches = defineResource({
  name: 'trades/productServiceMatches',
  load: async (body: ProductServiceSearchRequest, signal): Promise<ProductServiceMatches> => {
    const reply = await searchProductServices(body, signal);
    const items = reply.responseShape === 'hierarchy' ? flatten(reply.productServices) : reply.productServices;
    return { items, totalCount: reply.totalCount };
  },
});
