import { useCallback, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { argsKey, resourceActions, useMutation, useResource } from '@/platform/resource';
import { selectConfig, selectIdentity } from '@/platform/session';
import type { DocumentCreator } from '@/platform/auth/documentPolicies';
import {
  documentFilterTags, documentTypes, internalUploads, removeDocument, requestZip, supplierUploads, uploadDocument,
} from '@/services/documents/documentsResources';
import type { DocumentPageDto, InternalDocumentsQuery, SupplierDocumentsQuery, UploadDocumentRequest } from '@/services/documents/types';
import { usePagedResource, type ListParams } from '@/platform/list';
import { internalListSpec, supplierListSpec, type FilterKey, type InternalSortName, type SupplierSortName } from './documentsListParams';
import { documentActions as A } from './documentsSlice';

type PageArgs<Query> = { supplierId: number; query: Query };
const pageTotal = (page: DocumentPageDto) => page.numberOfResults;

/**
 * The page of the supplier's own uploads the URL asks for (page, size, sort, tag, search; a page
 * past the end goes to the last one); an upload or removal reloads the page on screen once.
 */
export const useSupplierUploads = (argsOf: (params: ListParams<SupplierSortName, FilterKey>) => PageArgs<SupplierDocumentsQuery>) =>
  usePagedResource(supplierUploads, argsOf, { list: supplierListSpec, total: pageTotal, keepPrevious: true });
/** The page of internal uploads the URL asks for; removing a page's last document steps back a page. */
export const useInternalUploads = (argsOf: (params: ListParams<InternalSortName, FilterKey>) => PageArgs<InternalDocumentsQuery>) =>
  usePagedResource(internalUploads, argsOf, { list: internalListSpec, total: pageTotal, keepPrevious: true });
export const useDocumentFilterTags = (supplierId: number) => useResource(documentFilterTags, { supplierId });
/** The organisation's document types, read while the upload modal is open (fresh after an upload). */
export const useDocumentTypes = (isOpen: boolean) => useResource(documentTypes, isOpen ? {} : null);

export const useCurrentIdentity = () => useSelector(selectIdentity);

const useSupplierScope = (supplierId: number) => useMemo(() => ({ supplierId }), [supplierId]);

/** The upload modal's submit: `fileTicket` is the chosen file held outside the store (heldFiles). */
export function useUploadDocument(supplierId: number) {
  const { run, ...state } = useMutation(uploadDocument, useSupplierScope(supplierId));
  const upload = useCallback((request: UploadDocumentRequest, fileTicket: number) => run({ request, fileTicket }), [run]);
  return { ...state, upload };
}

/** The remove confirmation's submit; `creator` as listed (only the creator may remove a document). */
export function useRemoveDocument(supplierId: number) {
  const { run, ...state } = useMutation(removeDocument, useSupplierScope(supplierId));
  const remove = useCallback(
    (documentVersionId: number, creator: DocumentCreator) => run({ supplierId, documentVersionId, creator }),
    [run, supplierId],
  );
  return { ...state, remove };
}

/** "Generate zip file": its status, the request, and dismissing the success dialog. */
export function useZipRequest(supplierId: number) {
  const { run, status, reset } = useMutation(requestZip, useSupplierScope(supplierId));
  const href = useDownloadManagerHref();
  const request = useCallback((tags: number[]) => run({ supplierId, tags, downloadManagerHref: href }), [run, supplierId, href]);
  return { status, request, dismiss: reset, href };
}

/**
 * Where "download manager" leads. It is a page of the platform (productHostUrl); the mock platform
 * has none, so there it is a small static page of this app saying what the download manager is.
 */
export function useDownloadManagerHref(): string {
  const config = useSelector(selectConfig);
  if (!config || config.mockPlatform) return `${import.meta.env.BASE_URL}download-manager.html`;
  return new URL('download-manager', new URL(config.productHostUrl || '/', window.location.href)).href;
}

/** The tab's intents besides its mutations; components never dispatch raw actions. */
export function useDocumentIntents() {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      download: (payload: Parameters<typeof A.downloadRequested>[0]) => dispatch(A.downloadRequested(payload)),
      /** Asks for a supplier-uploads page before the URL says so: the search's request overlaps the navigation's render. */
      prefetchSupplierUploads: (args: { supplierId: number; query: SupplierDocumentsQuery }) =>
        dispatch(resourceActions.requested({ name: supplierUploads.name, key: argsKey(args), args })),
    }),
    [dispatch],
  );
}
