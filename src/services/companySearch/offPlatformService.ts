import { clientFor } from '@/platform/http';
import type { OffPlatformCompanyDto } from './offPlatformTypes';

/** The id of a limited profile: `sourceSystem-sourceId` (split at the first dash), or a bare source id. */
export function parseOffPlatformId(id: string): { sourceSystem: string; sourceId: string } {
  const dash = id.indexOf('-');
  return dash > 0 ? { sourceSystem: id.slice(0, dash), sourceId: id.slice(dash + 1) } : { sourceSystem: '', sourceId: id };
}

export async function getOffPlatformCompany(id: string, signal?: AbortSignal): Promise<OffPlatformCompanyDto> {
  const { data } = await clientFor('companySearch').get<OffPlatformCompanyDto>('/offplatform/companies', {
    params: parseOffPlatformId(id),
    signal,
  });
  return data;
}
