import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { CompanyDetailsDto, CompanySearchQuery, CompanySearchResponse } from './types';

export async function searchCompanies(query: CompanySearchQuery, signal?: AbortSignal): Promise<CompanySearchResponse> {
  const { data } = await clientFor('companySearch').get<CompanySearchResponse>('/companies', { params: query, signal });
  return data;
}

export async function getCompanyDetails(companyNumber: string, countryCode: string): Promise<CompanyDetailsDto> {
  const { data } = await clientFor('companySearch').get<CompanyDetailsDto>(
    apiPath`/companies/${companyNumber}`,
    { params: { countryCode } },
  );
  return data;
}
