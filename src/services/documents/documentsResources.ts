import { canAddInternalDocumentTag, canGenerateDocumentsZip, canRemoveInternalDocuments, canUploadInternalDocument, isDocumentCreator, type DocumentCreator } from '@/platform/auth/documentPolicies';
import { defineMutation, defineResource, tag } from '@/platform/resource';
import { selectProfilePolicy } from '@/platform/session/profileSelectors';
import { selectIdentity, type SessionState } from '@/platform/session';
import { isNotPermitted } from '@/platform/http';
import {
  findInternalDocuments, findSupplierDocuments, getInternalDocumentTags, getSupplierDocumentTags, removeInternalDocument, requestDocumentsZip,
  uploadInternalDocument,
} from './documentsService';
import { takeFile } from './heldFiles';
import type { InternalDocumentsQuery, SupplierDocumentsQuery, UploadDocumentRequest } from './types';

/** Every list and tag list of a supplier's documents provides it; an upload or removal invalidates it. */
const documentsOf = (supplierId: number) => tag('documents', supplierId);
/** The organisation's document types: an upload may add one. */
const DOCUMENT_TYPES = tag('documentTypes');

/** Supplier uploads, one page per query. */
export const supplierUploads = defineResource({
  name: 'documents/supplierUploads',
  load: ({ supplierId, query }: { supplierId: number; query: SupplierDocumentsQuery }, signal) => findSupplierDocuments(supplierId, query, signal),
  provides: ({ supplierId }) => [documentsOf(supplierId)],
  transition: true,
});

/** Internal uploads, one page per query. */
export const internalUploads = defineResource({
  name: 'documents/internalUploads',
  load: ({ supplierId, query }: { supplierId: number; query: InternalDocumentsQuery }, signal) => findInternalDocuments(supplierId, query, signal),
  provides: ({ supplierId }) => [documentsOf(supplierId)],
  transition: true,
});

/** The tags on the supplier's documents: both "View by" filters. */
export const documentFilterTags = defineResource({
  name: 'documents/filterTags',
  load: ({ supplierId }: { supplierId: number }, signal) => getSupplierDocumentTags(supplierId, signal),
  provides: ({ supplierId }) => [documentsOf(supplierId)],
  transition: true,
});

/** The organisation's document types: the upload modal's choices and its duplicate check. */
export const documentTypes = defineResource({
  name: 'documents/types',
  load: (_args: Record<string, never>, signal) => getInternalDocumentTags(signal),
  provides: () => [DOCUMENT_TYPES],
});

/** Remove and upload toasts last 3000 ms (spec 02 §8). */
export const DOCUMENT_TOAST_MS = 3000;

type WithSession = { session: SessionState };

/**
 * Upload an internal document: `fileTicket` is the chosen file, held outside the store (heldFiles).
 * Needs upload-internal-document, and a new type (no tagId) add-internal-document-tag as well.
 * Success reloads the supplier's lists and tags on screen once, and the types when next shown.
 */
export const uploadDocument = defineMutation({
  name: 'documents/upload',
  run: async ({ request, fileTicket }: { request: UploadDocumentRequest; fileTicket: number }) => {
    const file = takeFile(fileTicket);
    if (!file) throw new Error('The chosen file is no longer available');
    return uploadInternalDocument(request, file);
  },
  scope: ({ request }) => ({ supplierId: request.organisationEntityId }),
  ruleFor:
    ({ request }) =>
    (state: WithSession) =>
      selectProfilePolicy(canUploadInternalDocument)(state) && (request.tagId !== null || selectProfilePolicy(canAddInternalDocumentTag)(state)),
  invalidates: ({ request }) => [documentsOf(request.organisationEntityId), DOCUMENT_TYPES],
  toasts: {
    succeeded: () => ({ title: { key: 'profileDocuments:upload.done' }, tone: 'success', timeout: DOCUMENT_TOAST_MS }),
  },
});

/** Remove an internal document: with remove-internal-document, and only the buyer's own (`creator`, as listed). */
export const removeDocument = defineMutation({
  name: 'documents/remove',
  run: ({ documentVersionId }: { supplierId: number; documentVersionId: number; creator: DocumentCreator }) => removeInternalDocument(documentVersionId),
  scope: ({ supplierId }) => ({ supplierId }),
  ruleFor:
    ({ creator }) =>
    (state: WithSession) =>
      selectProfilePolicy(canRemoveInternalDocuments)(state) && isDocumentCreator(selectIdentity(state), creator),
  invalidates: ({ supplierId }) => [documentsOf(supplierId)],
  toasts: {
    succeeded: () => ({ title: { key: 'profileDocuments:remove.done' }, tone: 'success', timeout: DOCUMENT_TOAST_MS }),
  },
});

/**
 * Ask for the supplier's documents as one zip (packaging job; the download manager delivers it).
 * Asks canGenerateDocumentsZip, the rule that shows the button (the generateZip flag and the
 * community's zip visibility, neither of which the packaging service can see), before anything is
 * sent. A failure says so for 10 s with a link to the download manager (`downloadManagerHref`); a
 * refusal says "You don't have permission" (the download manager would hold no zip to follow).
 */
export const requestZip = defineMutation({
  name: 'documents/requestZip',
  run: ({ supplierId, tags }: { supplierId: number; tags: number[]; downloadManagerHref: string }) =>
    requestDocumentsZip({ organisationEntityId: supplierId, ...(tags.length ? { tags } : {}) }),
  scope: ({ supplierId }) => ({ supplierId }),
  rule: selectProfilePolicy(canGenerateDocumentsZip),
  toasts: {
    // Other alerts last 10 s (spec 02 §9): long enough to follow the link.
    failed: ({ downloadManagerHref }, error) =>
      isNotPermitted(error)
        ? { title: { key: 'common:apiErrors.notPermitted' }, tone: 'error', timeout: 10_000 }
        : {
            title: { key: 'profileDocuments:zip.failed' },
            tone: 'error',
            link: { label: { key: 'profileDocuments:zip.failedLink' }, href: downloadManagerHref },
            timeout: 10_000,
          },
  },
});
