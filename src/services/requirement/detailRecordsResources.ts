import { defineResource } from '@/platform/resource';
import { getDetailRecord } from './detailRecordsService';
import type { DetailRecordKind } from './detailRecordsTypes';

/** One of a requirement's read-only detail records, by kind and id (spec 03 §7). */
export const detailRecord = defineResource({
  name: 'requirement/detailRecord',
  load: ({ kind, id }: { kind: DetailRecordKind; id: number }, signal) => getDetailRecord(kind, id, signal),
  transition: true,
});
