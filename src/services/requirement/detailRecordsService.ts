import { apiPath } from '@/lib/pathSegment';
import { apiErrors, clientFor, HttpFailure } from '@/platform/http';
import { DETAIL_RECORD_CALLS, type DetailRecord, type DetailRecordKind } from './detailRecordsTypes';

/**
 * GET {requirement host}/requirement/{path}/{id} for one kind of detail record (spec 03 §7), the record read from its
 * reply key. A status outside 200–299 fails with "Request has failed with status code: {status}"
 * (the HTTP layer); a reply without the record fails as "No parsed body", never as an empty record.
 */
export async function getDetailRecord(kind: DetailRecordKind, id: number, signal?: AbortSignal): Promise<DetailRecord> {
  const { path, key } = DETAIL_RECORD_CALLS[kind];
  const { data, status } = await clientFor('requirement').get<Record<string, unknown>>(apiPath`/requirement/${path}/${id}`, { signal });
  const record = data?.[key];
  if (typeof record !== 'object' || record === null) throw new HttpFailure(apiErrors.noParsedBody(status));
  return { kind, record } as DetailRecord;
}
