import type { DetailAddressDto, DetailRecordDtos, DetailRecordKind } from '@/services/requirement/detailRecordsTypes';
import type { ReferenceDataType } from '@/services/requirement/referenceDataTypes';

/** One label and value of a detail page; a null value reads "Not provided". */
export interface Fact {
  /** Key under `complianceDetails:fields`. */
  label: string;
  value: string | null;
}

/** What a page's facts are built with: look-ups and formats in the buyer's language and community. */
export interface FactContext {
  /** The reference option's name, "Unknown (id)" when the list lacks it, null when no id is given. */
  name: (type: ReferenceDataType, id: number | null | undefined) => string | null;
  /** dd/MM/yyyy; a value that is not a date is shown as served. */
  date: (value: string | null | undefined) => string | null;
  money: (amount: number | null | undefined, currencyCode?: string | null) => string | null;
  /** The spec's address line (line 1, line 2, county, city, postcode, country name). */
  address: (address: DetailAddressDto | null | undefined) => string | null;
}

/** How one kind of detail record is shown (spec 03 §2). */
export interface DetailView<K extends DetailRecordKind> {
  /** Look-ups its facts name (asked for with the record). */
  referenceTypes: readonly ReferenceDataType[];
  /** The branch-office, trades and director-or-partner pages also have Back (spec 03 §2). */
  hasBack: boolean;
  facts: (record: DetailRecordDtos[K], context: FactContext) => Fact[];
}

/** The supplier's text as served; an empty or missing one is "not provided". */
export const text = (value: string | null | undefined): string | null => (value === null || value === undefined || value === '' ? null : value);

/** Parts of a person's name joined by a space, the empty ones left out. */
export const personName = (...parts: (string | null | undefined)[]): string | null => text(parts.filter((part) => !!part).join(' '));
