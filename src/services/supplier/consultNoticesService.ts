import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { ConsultNoticeDto, ConsultNoticesResponse } from './consultNoticesTypes';

export async function getConsultNotices(supplierId: number, signal?: AbortSignal): Promise<ConsultNoticeDto[]> {
  const { data } = await clientFor('supplier').get<ConsultNoticesResponse>(apiPath`/ConsultNotices/entity/${supplierId}`, { signal });
  return data.consultNotices ?? [];
}
