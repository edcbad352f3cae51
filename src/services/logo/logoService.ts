import { clientFor } from '@/platform/http';

/** The organisation's logo as a blob (used when the identity has no logoURL). */
export async function getLogo(orgAccountId: number): Promise<Blob> {
  const { data } = await clientFor('logo').get<Blob>(`/logo/${orgAccountId}`, { responseType: 'blob' });
  return data;
}
