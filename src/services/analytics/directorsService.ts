import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { DirectorDto, DirectorsCountDto } from './riskTypes';

const path = (companyHouseNumber: string) => apiPath`/directors/${companyHouseNumber}`;

/** GET {analytics}/directors/{companyHouseNumber}/count. */
export async function getDirectorsCount(companyHouseNumber: string, signal?: AbortSignal): Promise<DirectorsCountDto> {
  const { data } = await clientFor('analytics').get<DirectorsCountDto>(`${path(companyHouseNumber)}/count`, { signal });
  return { count: typeof data?.count === 'number' && Number.isFinite(data.count) ? data.count : null };
}

/** GET {analytics}/directors/{companyHouseNumber}: the directors' list. */
export async function getDirectors(companyHouseNumber: string, signal?: AbortSignal): Promise<DirectorDto[]> {
  const { data } = await clientFor('analytics').get<DirectorDto[]>(path(companyHouseNumber), { signal });
  return Array.isArray(data) ? data : [];
}
