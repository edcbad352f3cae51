import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';

/**
 * The organisation's logo as a blob (used when the identity has no logoURL). Read as bytes and
 * wrapped here, because XHR's native blob responses differ between browsers and jsdom.
 */
export async function getLogo(orgAccountId: number): Promise<Blob> {
  const response = await clientFor('logo').get<ArrayBuffer>(apiPath`/logo/${orgAccountId}`, { responseType: 'arraybuffer' });
  const type = String(response.headers['content-type'] ?? 'image/png');
  return new Blob([response.data], { type });
}
