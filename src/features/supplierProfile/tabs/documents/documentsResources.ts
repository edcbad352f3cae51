import { createKeyedResource, createResourceHook } from '@/platform/async';
import {
  findInternalDocuments, findSupplierDocuments, getInternalDocumentTags, getSupplierDocumentTags,
} from '@/services/documents';
import type { DocumentPageDto, DocumentTagDto, InternalDocumentsQuery, SupplierDocumentsQuery } from '@/services/documents/types';
import type { ProfileRoot } from '../../profileRoot';
import { decodeListKey, supplierOfTagsKey } from './documentsKeys';

/** Supplier uploads, one page per key (documentsKeys). */
export const supplierUploads = createKeyedResource<string, DocumentPageDto, ProfileRoot>({
  name: 'supplierProfile/documents/supplierUploads',
  load: (key, signal) => {
    const { supplierId, query } = decodeListKey<SupplierDocumentsQuery>(key);
    return findSupplierDocuments(supplierId, query, signal);
  },
});

/** Internal uploads, one page per key. */
export const internalUploads = createKeyedResource<string, DocumentPageDto, ProfileRoot>({
  name: 'supplierProfile/documents/internalUploads',
  load: (key, signal) => {
    const { supplierId, query } = decodeListKey<InternalDocumentsQuery>(key);
    return findInternalDocuments(supplierId, query, signal);
  },
});

/** The tags on the supplier's documents: both "View by" filters. */
export const documentFilterTags = createKeyedResource<string, DocumentTagDto[], ProfileRoot>({
  name: 'supplierProfile/documents/filterTags',
  load: (key, signal) => getSupplierDocumentTags(supplierOfTagsKey(key), signal),
});

/** The organisation's document types: the upload modal's choices and its duplicate check. */
export const documentTypes = createKeyedResource<string, DocumentTagDto[], ProfileRoot>({
  name: 'supplierProfile/documents/types',
  load: (_key, signal) => getInternalDocumentTags(signal),
});

export const useSupplierUploads = createResourceHook(supplierUploads);
export const useInternalUploads = createResourceHook(internalUploads);
export const useDocumentFilterTags = createResourceHook(documentFilterTags);
export const useDocumentTypes = createResourceHook(documentTypes);
