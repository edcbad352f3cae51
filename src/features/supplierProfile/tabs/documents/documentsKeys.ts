import type { InternalDocumentsQuery, SupplierDocumentsQuery } from '@/services/documents/types';

/**
 * A document list is held per supplier, per revision (bumped by every upload or removal, so the
 * lists and tags on screen reload) and per query: one string key of the keyed resources.
 */
export interface ListKey<Q> {
  supplierId: number;
  revision: number;
  query: Q;
}

export const encodeListKey = <Q>({ supplierId, revision, query }: ListKey<Q>) => `${supplierId}|${revision}|${JSON.stringify(query)}`;

export function decodeListKey<Q>(key: string): ListKey<Q> {
  const [supplierId, revision, ...rest] = key.split('|');
  return { supplierId: Number(supplierId), revision: Number(revision), query: JSON.parse(rest.join('|')) as Q };
}

export type SupplierUploadsKey = ListKey<SupplierDocumentsQuery>;
export type InternalUploadsKey = ListKey<InternalDocumentsQuery>;

/** Tags: per supplier and revision (a new type appears after an upload). */
export const tagsKey = (supplierId: number, revision: number) => `${supplierId}|${revision}`;
export const supplierOfTagsKey = (key: string) => Number(key.split('|')[0]);
