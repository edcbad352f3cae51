import { defineResource } from '@/platform/resource';
import { getReferenceData } from './referenceDataService';
import type { ReferenceDataType } from './referenceDataTypes';

/**
 * One reference-data list in one language. The call sends the session's language as
 * Accept-Language; `language` is in the arguments so each language is its own entry: a list is
 * asked for once per language, and picking another language asks again.
 */
export const referenceData = defineResource({
  name: 'requirement/referenceData',
  load: ({ type }: { type: ReferenceDataType; language: string }, signal) => getReferenceData(type, signal),
});
