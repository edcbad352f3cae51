import type { ListParamsSpec, SortOrder } from '@/platform/list';
import type { DocumentSortDirection } from '@/services/documents/types';

/** Page sizes of the documents tables (spec 02 §9: 10, 30, 50 — the notes' reading), default 10. */
export const DOCUMENT_PAGE_SIZES = [10, 30, 50];

/** The sub-tab lives in the URL too (`uploads=internal`), beside the list's own params. */
export const SUB_TAB_PARAM = 'uploads';
export type DocumentsSubTab = 'supplier' | 'internal';

export type FilterKey = 'tag' | 'q';
export type SupplierSortName = 'displayName' | 'createdAt';
export type InternalSortName = 'displayName' | 'createdAt' | 'createdBy';

export const supplierListSpec: ListParamsSpec<SupplierSortName, FilterKey> = {
  defaults: { page: 1, pageSize: 10, sortName: 'createdAt', sortOrder: 'desc' },
  sortNames: ['displayName', 'createdAt'],
  sortOrders: ['asc', 'desc'],
  filterKeys: ['tag', 'q'],
  pageSizes: DOCUMENT_PAGE_SIZES,
};

export const internalListSpec: ListParamsSpec<InternalSortName, FilterKey> = {
  defaults: { page: 1, pageSize: 10, sortName: 'createdAt', sortOrder: 'desc' },
  sortNames: ['displayName', 'createdAt', 'createdBy'],
  sortOrders: ['asc', 'desc'],
  filterKeys: ['tag'],
  pageSizes: DOCUMENT_PAGE_SIZES,
};

/** sortDirection on the wire: 1 ascending, 2 descending. */
export const sortDirectionOf = (order: SortOrder): DocumentSortDirection => (order === 'asc' ? 1 : 2);

export const tagIdOf = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};
