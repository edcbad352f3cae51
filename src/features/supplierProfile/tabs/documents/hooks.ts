import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectConfig, selectIdentity } from '@/platform/session';
import type { ProfileRoot } from '../../profileRoot';
import { documentActions as A } from './documentsSlice';
import { supplierUploads } from './documentsResources';

const selectActions = (root: ProfileRoot) => root.supplierProfile.documents.actions;

/** How many uploads and removals the buyer made on this supplier: part of every list's key. */
export const useDocumentsRevision = (supplierId: number) =>
  useSelector((root: ProfileRoot) => selectActions(root).revisions[supplierId] ?? 0);

export const useUploadStatus = () => useSelector((root: ProfileRoot) => selectActions(root).upload);
export const useRemoveStatus = () => useSelector((root: ProfileRoot) => selectActions(root).remove);
export const useZipStatus = () => useSelector((root: ProfileRoot) => selectActions(root).zip.status);
export const useCurrentIdentity = () => useSelector(selectIdentity);

/**
 * Where "download manager" leads. It is a page of the platform (productHostUrl); the mock platform
 * has none, so there it is a small static page of this app saying what the download manager is.
 */
export function useDownloadManagerHref(): string {
  const config = useSelector(selectConfig);
  if (!config || config.mockPlatform) return `${import.meta.env.BASE_URL}download-manager.html`;
  return new URL('download-manager', new URL(config.productHostUrl || '/', window.location.href)).href;
}

/** The tab's intents; components never dispatch raw actions. */
export function useDocumentIntents() {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      upload: (payload: Parameters<typeof A.uploadSubmitted>[0]) => dispatch(A.uploadSubmitted(payload)),
      resetUpload: () => dispatch(A.uploadReset()),
      remove: (payload: Parameters<typeof A.removeConfirmed>[0]) => dispatch(A.removeConfirmed(payload)),
      resetRemove: () => dispatch(A.removeReset()),
      download: (payload: Parameters<typeof A.downloadRequested>[0]) => dispatch(A.downloadRequested(payload)),
      requestZip: (payload: Parameters<typeof A.zipRequested>[0]) => dispatch(A.zipRequested(payload)),
      dismissZip: () => dispatch(A.zipDismissed()),
      /** Asks for a supplier-uploads page before the URL says so: the search's request overlaps the navigation's render. */
      prefetchSupplierUploads: (key: string) => dispatch(supplierUploads.actions.requested({ key })),
    }),
    [dispatch],
  );
}
