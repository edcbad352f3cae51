import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import { REQUIREMENT_IDS, type AreaOfOperationRecord, type InsuranceRecord, type RequirementAnswerDto } from './types';

async function answerOf<Answer>(requirementId: number, supplierId: number, signal?: AbortSignal): Promise<Answer | null> {
  const { data } = await clientFor('requirement').get<RequirementAnswerDto<Answer>>(apiPath`/requirement/${requirementId}/entity/${supplierId}`, { signal });
  return data.requirement?.questions?.[0]?.answer ?? null;
}

export async function getAreasOfOperation(supplierId: number, signal?: AbortSignal): Promise<AreaOfOperationRecord[]> {
  return (await answerOf<AreaOfOperationRecord[]>(REQUIREMENT_IDS.areasOfOperation, supplierId, signal)) ?? [];
}

export async function getInsurances(supplierId: number, signal?: AbortSignal): Promise<InsuranceRecord[]> {
  return (await answerOf<InsuranceRecord[]>(REQUIREMENT_IDS.insurances, supplierId, signal)) ?? [];
}
