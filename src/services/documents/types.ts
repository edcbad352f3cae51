/** Spec 02 §3 "Document tag". */
export interface DocumentTagDto {
  id: number;
  name: string;
}

/** Spec 02 §3 "Document": the first tag is its type. */
export interface DocumentDto {
  id: number;
  displayName: string;
  tags: DocumentTagDto[];
  /** ISO date-time. */
  createdAt: string;
  /** The creator's full name ("Alex Morgan"), as the list shows it. */
  createdBy: string;
  /**
   * The creator's user account id, when the platform sends it (a decision, beyond spec 02 §3): the
   * remove rule compares it with the buyer's userAccountId, since two users may share a name.
   */
  createdByUserAccountId?: number | null;
  documentVersionId: number;
  fileName: string;
}

/** One page of documents: findsupplier's answer, and (a decision) the internal list's too. */
export interface DocumentPageDto {
  documents: DocumentDto[];
  numberOfResults: number;
}

/** sortDirection: 1 ascending, 2 descending (spec 02 §7). */
export type DocumentSortDirection = 1 | 2;
export type SupplierDocumentSortColumn = 'displayName' | 'createdAt';
export type InternalDocumentSortColumn = 'displayName' | 'createdAt' | 'createdBy';

export interface SupplierDocumentsQuery {
  page: number;
  itemsPerPage: number;
  /** Tag ids (a merged filter entry stands for several); empty = all. */
  tags: number[];
  sortColumn: SupplierDocumentSortColumn;
  sortDirection: DocumentSortDirection;
  documentNameSearchText: string;
}

export interface InternalDocumentsQuery {
  page: number;
  itemsPerPage: number;
  tagIds: number[];
  sortcolumn: InternalDocumentSortColumn;
  sortDirection: DocumentSortDirection;
}

/** The multipart `request` field (spec 02 §3 upload payload): tagId null for a new type. */
export interface UploadDocumentRequest {
  organisationEntityId: number;
  tagId: number | null;
  tagName: string;
  /**
   * The file's name again (a decision): the multipart part's own filename is not kept by every
   * client (jsdom's FormData sends "blob"), and the server's type rule must see the real name.
   */
  fileName?: string;
}

/** POST packaging-jobs/supplier-profile. */
export interface PackagingJobRequest {
  organisationEntityId: number;
  tags?: number[];
}

export interface PackagingJobDto {
  jobId: number;
}
