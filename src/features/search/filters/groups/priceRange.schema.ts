import * as yup from 'yup';
import { NOTATION_MAX, NOTATION_MIN } from '../model/constants';

export interface PriceRangeValues {
  from: string;
  to: string;
}

const WHOLE_AMOUNT = /^\d+$/;
const inBounds = (v: string | undefined) =>
  !v || (WHOLE_AMOUNT.test(v.trim()) && Number(v) >= NOTATION_MIN && Number(v) <= NOTATION_MAX);

/** Whole currency amounts 0..9,999,999,999; 'To' above 'From' (spec 01 §5 notation). Messages are i18n keys. */
export const priceRangeSchema = yup.object({
  from: yup.string().test('from-valid', 'priceRange.invalidFrom', inBounds),
  to: yup
    .string()
    .test('to-valid', 'priceRange.invalidTo', inBounds)
    .test('to-above-from', 'priceRange.toFromError', function aboveFrom(to) {
      const { from } = this.parent as PriceRangeValues;
      if (!to?.trim() || !from?.trim() || !inBounds(from) || !inBounds(to)) return true;
      return Number(to) > Number(from);
    }),
});

export const toAmount = (v: string) => (v.trim() === '' ? null : Number(v.trim()));
