import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { RiskPrintDataDto } from './types';

/** GET {risk checker}/print/{supplierId}: the risk radar's printable data. */
export async function getRiskPrintData(supplierId: number, signal?: AbortSignal): Promise<RiskPrintDataDto> {
  const { data } = await clientFor('riskChecker').get<RiskPrintDataDto>(apiPath`/print/${supplierId}`, { signal });
  return data;
}
