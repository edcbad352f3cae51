import { clientFor } from '@/platform/http';
import type { CertificateDto } from './types';

export async function getCertificates(supplierId: number, signal?: AbortSignal): Promise<CertificateDto[]> {
  const { data } = await clientFor('certificates').get<CertificateDto[]>(`/organisations/${supplierId}/certificates`, { signal });
  return data;
}

/** The certificate's file, fetched with the bearer token like every call. */
export async function downloadCertificate(downloadUrl: string): Promise<Blob> {
  const response = await clientFor('certificates').get<ArrayBuffer>(downloadUrl, { responseType: 'arraybuffer' });
  return new Blob([response.data], { type: String(response.headers['content-type'] ?? 'application/pdf') });
}
