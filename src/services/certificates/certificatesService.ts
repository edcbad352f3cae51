import { apiPath, relativeServicePath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { CertificateDto } from './types';

export async function getCertificates(supplierId: number, signal?: AbortSignal): Promise<CertificateDto[]> {
  const { data } = await clientFor('certificates').get<CertificateDto[]>(apiPath`/organisations/${supplierId}/certificates`, { signal });
  return data;
}

/**
 * Where a certificate's file is fetched from: its downloadUrl with a leading /v1/api removed (spec 03
 * §7), since the certificates client's base address already names the API.
 */
export const certificateFilePath = (downloadUrl: string) => downloadUrl.replace(/^\/v1\/api(?=\/)/i, '');

/**
 * The certificate's file, fetched with the bearer token like every call: so its downloadUrl is
 * accepted only as a path on the certificates host, never an address elsewhere (nothing is sent).
 */
export async function downloadCertificate(downloadUrl: string): Promise<Blob> {
  const path = certificateFilePath(relativeServicePath(downloadUrl));
  const response = await clientFor('certificates').get<ArrayBuffer>(path, { responseType: 'arraybuffer' });
  return new Blob([response.data], { type: String(response.headers['content-type'] ?? 'application/pdf') });
}
