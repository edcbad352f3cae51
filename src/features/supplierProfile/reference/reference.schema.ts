import * as yup from 'yup';
import { SUPPLIER_REFERENCE_MAX_LENGTH } from '@/services/entityReferences/types';

export interface ReferenceValues {
  reference: string;
}

/** Spec 02 §5, spec 03 §5: required once trimmed, at most 35 characters (sent trimmed). */
export const referenceSchema = (messages: { required: string; tooLong: string }) =>
  yup.object({
    reference: yup
      .string()
      .default('')
      .test('required', messages.required, (value) => (value ?? '').trim().length > 0)
      .test('max', messages.tooLong, (value) => (value ?? '').trim().length <= SUPPLIER_REFERENCE_MAX_LENGTH),
  });

/** Save stays disabled while the value equals the original (spec 03 §4). */
export const hasChanged = (values: ReferenceValues, original: string) => values.reference.trim() !== original.trim();
