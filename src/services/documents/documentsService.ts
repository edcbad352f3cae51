import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type {
  DocumentDto, DocumentPageDto, DocumentTagDto, InternalDocumentsQuery, PackagingJobDto, PackagingJobRequest,
  SupplierDocumentsQuery, UploadDocumentRequest,
} from './types';

// Repeated query values (tags=1&tags=2), as ASP.NET binds a list.
const paramsSerializer = { indexes: null };

/** GET /organisation/{id}/documents/findsupplier: what the supplier uploaded. */
export async function findSupplierDocuments(entityId: number, query: SupplierDocumentsQuery, signal?: AbortSignal): Promise<DocumentPageDto> {
  const { data } = await clientFor('documents').get<DocumentPageDto>(apiPath`/organisation/${entityId}/documents/findsupplier`, {
    params: query, paramsSerializer, signal,
  });
  return data;
}

/** GET /organisation/{id}/documents/internal: what the buyer's organisation uploaded about the supplier. */
export async function findInternalDocuments(entityId: number, query: InternalDocumentsQuery, signal?: AbortSignal): Promise<DocumentPageDto> {
  const { data } = await clientFor('documents').get<DocumentPageDto>(apiPath`/organisation/${entityId}/documents/internal`, {
    params: query, paramsSerializer, signal,
  });
  return data;
}

/** GET /tags/internal/organisation/{id}: the tags on this supplier's documents (both filters). */
export async function getSupplierDocumentTags(entityId: number, signal?: AbortSignal): Promise<DocumentTagDto[]> {
  const { data } = await clientFor('documents').get<DocumentTagDto[]>(apiPath`/tags/internal/organisation/${entityId}`, { signal });
  return data;
}

/** GET /tags/internal: every document type the buyer's organisation has (the upload modal's choices). */
export async function getInternalDocumentTags(signal?: AbortSignal): Promise<DocumentTagDto[]> {
  const { data } = await clientFor('documents').get<DocumentTagDto[]>('/tags/internal', { signal });
  return data;
}

/** POST /documents/internal/upload-to-supplier/{organisationEntityId}: multipart, a JSON `request` field and the file. */
export async function uploadInternalDocument(request: UploadDocumentRequest, file: File): Promise<DocumentDto> {
  const form = new FormData();
  form.append('request', JSON.stringify({ ...request, fileName: file.name }));
  form.append('file', file, file.name);
  const { data } = await clientFor('documents').post<DocumentDto>(
    apiPath`/documents/internal/upload-to-supplier/${request.organisationEntityId}`,
    form,
  );
  return data;
}

/** Remove by documentVersionId (the spec shows no path: DELETE /documents/internal/{documentVersionId}). */
export async function removeInternalDocument(documentVersionId: number): Promise<void> {
  await clientFor('documents').delete(apiPath`/documents/internal/${documentVersionId}`, { allowEmptyBody: true });
}

/** A downloaded file: its bytes and the name the server gives it (Content-Disposition), if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The filename of a Content-Disposition header (RFC 6266: filename* first, then filename). */
export function fileNameOf(disposition: string | null | undefined): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : null;
}

/** GET /Documents/published/{id}: the document's file (bytes read as an ArrayBuffer, then a typed Blob). */
export async function downloadPublishedDocument(id: number, signal?: AbortSignal): Promise<DownloadedFile> {
  const response = await clientFor('documents').get<ArrayBuffer>(apiPath`/Documents/published/${id}`, { responseType: 'arraybuffer', signal });
  const type = String(response.headers['content-type'] ?? 'application/octet-stream');
  return { blob: new Blob([response.data], { type }), fileName: fileNameOf(response.headers['content-disposition'] as string | undefined) };
}

/** POST packaging-jobs/supplier-profile: asks for a zip of the supplier's documents (download manager). */
export async function requestDocumentsZip(body: PackagingJobRequest): Promise<PackagingJobDto> {
  const { data } = await clientFor('documents').post<PackagingJobDto>('/packaging-jobs/supplier-profile', body);
  return data;
}
