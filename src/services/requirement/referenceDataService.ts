import { apiPath } from '@/lib/pathSegment';
import { apiErrors, clientFor, HttpFailure } from '@/platform/http';
import { REFERENCE_DATA_TYPES, UNITED_KINGDOM_NAMES, type ReferenceDataReplyDto, type ReferenceDataType, type ReferenceOption } from './referenceDataTypes';

/** Location countries with the United Kingdom first (spec 03 §7), the rest in the server's order. */
export function unitedKingdomFirst(options: ReferenceOption[]): ReferenceOption[] {
  const isUk = (option: ReferenceOption) => UNITED_KINGDOM_NAMES.includes(option.name.trim());
  return [...options.filter(isUk), ...options.filter((option) => !isUk(option))];
}

/**
 * One reference-data list in the language the client asks for (Accept-Language). Location
 * countries come back with the United Kingdom first.
 */
export async function getReferenceData(type: ReferenceDataType, signal?: AbortSignal): Promise<ReferenceOption[]> {
  const { data, status } = await clientFor('requirement').get<ReferenceDataReplyDto>(apiPath`/requirement/referencedata/${REFERENCE_DATA_TYPES[type]}`, { signal });
  if (!Array.isArray(data?.referenceData)) throw new HttpFailure(apiErrors.noParsedBody(status));
  return type === 'locationCountry' ? unitedKingdomFirst(data.referenceData) : data.referenceData;
}
