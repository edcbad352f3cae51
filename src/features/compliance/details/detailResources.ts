import { createKeyedResource } from '@/platform/async';
import { getDetailRecord } from '@/services/requirement/detailRecordsService';
import type { DetailRecord, DetailRecordKind } from '@/services/requirement/detailRecordsTypes';
import { getReferenceData } from '@/services/requirement/referenceDataService';
import type { ReferenceDataType, ReferenceOption } from '@/services/requirement/referenceDataTypes';
import type { ComplianceRoot } from '../complianceRoot';

/** Store key of one detail record: its kind and id ("insurance:2801"). */
export const detailRecordKey = (kind: DetailRecordKind, id: number) => `${kind}:${id}`;

/** A requirement's read-only detail records, one entry per kind and id (spec 03 §7). */
export const detailRecords = createKeyedResource<string, DetailRecord, ComplianceRoot>({
  name: 'compliance/detailRecords',
  load: (key, signal) => {
    const [kind, id] = key.split(':');
    return getDetailRecord(kind as DetailRecordKind, Number(id), signal);
  },
});

/**
 * Store key of one reference-data list in one language ("personTitle:fr"): a list is asked for once
 * per language and then read from the store, and a language change asks again (the call sends the
 * session's language as Accept-Language, which is the same one the key names).
 */
export const referenceDataKey = (type: ReferenceDataType, language: string) => `${type}:${language}`;

export const referenceData = createKeyedResource<string, ReferenceOption[], ComplianceRoot>({
  name: 'compliance/referenceData',
  load: (key, signal) => getReferenceData(key.split(':')[0] as ReferenceDataType, signal),
});
