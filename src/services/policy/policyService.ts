import { clientFor } from '@/platform/http';
import type { CompliancePolicyDto } from './types';

export async function getCompliancePolicies(): Promise<CompliancePolicyDto[]> {
  const { data } = await clientFor('policy').get<CompliancePolicyDto[]>('/policy');
  return data;
}
