/** Custom-field (udf) shapes (spec 01 §3 "Custom-field section", spec 02 §3). */
import type { UdfItemType } from '../search/types';

export type { UdfItemType } from '../search/types';

export interface UdfOption {
  id: number;
  title: string;
  sortOrder: number;
  type: 'option';
}

export interface UdfItem {
  id: number;
  title: string;
  type: UdfItemType;
  sortOrder: number;
  /** Options of checkbox-group, radio-button-group and dropdown; empty otherwise. */
  items: UdfOption[];
  sectionId: number;
  sectionTitle: string;
}

export interface UdfSection {
  id: number;
  title: string;
  sortOrder: number;
  items: UdfItem[];
}

/** GET udf /organisation/sections reply. */
export interface UdfSectionsResponse {
  items: UdfSection[];
  totalCount: number;
}

export interface UdfSectionsQuery {
  includeChildren: true;
  sortBy: 'sortOrder';
  page: number;
  pageSize: number;
  languageId: number;
}

/** The buyer's saved value of one item for one supplier. Dates are ISO strings. */
export interface UdfSavedValue {
  itemId: number;
  stringValue: string | null;
  boolValue: boolean | null;
  dateValue: string | null;
  dateFromValue: string | null;
  dateToValue: string | null;
  decimalValue: number | null;
  integerValue: number | null;
  options: number[];
  startDateValue: string | null;
  endDateValue: string | null;
}

/** GET / PUT udf /udf/{entityId}. */
export interface SupplierUdfValues {
  entityId: number;
  values: UdfSavedValue[];
}
