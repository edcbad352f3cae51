import type { UdfSavedValue } from '@/services/udf/types';
import type { Rng } from './prng';
import { UDF_ITEMS } from './reference';

/** Buyer-held custom-field values: generated per supplier, and built by hand in test networks. */
const ACCOUNT_MANAGERS = ['Alex Morgan', 'Robin Reid', 'Sam Patel', 'Jo Evans', 'Chris Walsh', 'Fiona McAllister', 'Dev Sharma'];
const ESTIMATOR_NOTES = [
  'Good on price, slow to mobilise.',
  'Used on the Pinderfields wing; site team recommends.',
  'Requires a 30% deposit on materials.',
  'Can resource night shifts and possessions.',
  'Strong on BIM; ask for the digital O&M manuals.',
  "Owner's son now runs the business – check insurances.",
];

/** A saved value with nothing set but what `value` gives. */
export const udfValue = (itemId: number, value: Partial<UdfSavedValue> = {}): UdfSavedValue => ({
  itemId,
  stringValue: null,
  boolValue: null,
  dateValue: null,
  dateFromValue: null,
  dateToValue: null,
  decimalValue: null,
  integerValue: null,
  options: [],
  startDateValue: null,
  endDateValue: null,
  ...value,
});

function isoDate(rng: Rng): string {
  const day = new Date(Date.UTC(2024, 0, 1) + rng.int(0, 3 * 365) * 86400000);
  return day.toISOString().slice(0, 10);
}

export function udfValues(rng: Rng): UdfSavedValue[] {
  const values: UdfSavedValue[] = [];
  for (const item of UDF_ITEMS) {
    if (!rng.chance(0.6)) continue;
    const value = udfValue(item.id);
    switch (item.type) {
      case 'text-field':
        value.stringValue = item.id === 101 ? rng.pick(ACCOUNT_MANAGERS) : `V-${rng.digits(5)}`;
        break;
      case 'text-area':
        value.stringValue = rng.pick(ESTIMATOR_NOTES);
        break;
      case 'checkbox':
        value.boolValue = rng.chance(0.5);
        break;
      case 'date':
        value.dateValue = isoDate(rng);
        break;
      case 'checkbox-group':
        value.options = rng.sample(item.items, rng.int(1, 3)).map((o) => o.id);
        break;
      case 'radio-button-group':
      case 'dropdown':
        value.options = [rng.pick(item.items).id];
        break;
    }
    values.push(value);
  }
  return values;
}

