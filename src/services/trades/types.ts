/** Work-category taxonomy shapes (spec 01 §3 "Taxonomy"), shared by the trades and search hosts. */

/** GET trades /ProductService/Level1 item. */
export interface Level1Category {
  id: number;
  displayName: string;
}

/** A leaf (level 3) of the product-services tree. */
export interface ProductServiceLeaf {
  Id: number;
  Name: string;
}

/** Level 1 and level 2 nodes of the product-services tree; level 2 nodes hold the Services. */
export interface ProductServiceNode {
  Id: number;
  Name: string;
  SubCategories?: ProductServiceNode[];
  Services?: ProductServiceLeaf[];
}

/** A work category found by the type-ahead, flattened with the names of its ancestors. */
export interface ProductServiceFlatItem {
  /** The level-3 id, what the productServicesIDs filter carries. */
  id: number;
  name: string;
  nameLevel1: string;
  nameLevel2: string;
  nameLevel3: string;
  categoryIdLevel1: number;
}

export type ProductServiceResponseShape = 'flat' | 'hierarchy';

/** POST trades /ProductService/search body. */
export interface ProductServiceSearchRequest {
  queryText: string;
  categoryIdLevel1: number;
  /** 50 in the app (spec 01 §9). */
  size: number;
  responseShape: ProductServiceResponseShape;
}

export type ProductServiceSearchResponse =
  | { responseShape: 'flat'; totalCount: number; productServices: ProductServiceFlatItem[] }
  | { responseShape: 'hierarchy'; totalCount: number; productServices: ProductServiceNode[] };

/** The spec's default, French and Dutch level-1 ids (spec 01 §9). */
export const DEFAULT_LEVEL1_ID = 3;
export const FRENCH_LEVEL1_ID = 1782;
export const DUTCH_LEVEL1_ID = 1132;
