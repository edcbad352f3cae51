import { relativeServicePath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';

/**
 * A file attached to an answer: its `url` is on the requirement host (spec 03 gives no path; the answer
 * carries it). It goes with the bearer token, so it is accepted only as a path there.
 */
export async function downloadRequirementFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await clientFor('requirement').get<ArrayBuffer>(relativeServicePath(url), { responseType: 'arraybuffer', signal });
  return new Blob([response.data], { type: String(response.headers['content-type'] ?? 'application/octet-stream') });
}
