import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { INVITE_TEXT_BOUNDS } from '@/services/invite/textBounds';
import type { InviteFormValues } from '../invite.schema';

type TextKey = { [K in keyof InviteFormValues]: InviteFormValues[K] extends string ? K : never }[keyof InviteFormValues];

/** Wires one text input to Formik: value, change, blur (touch) and its translated error once touched. */
export function useInviteField(name: TextKey) {
  const { t } = useTranslation('invite');
  const { values, touched, errors, setFieldValue, setFieldTouched } = useFormikContext<InviteFormValues>();
  const error = touched[name] ? errors[name] : undefined;
  return {
    name,
    value: values[name],
    onChange: (value: string) => void setFieldValue(name, value),
    onBlur: () => void setFieldTouched(name, true),
    isInvalid: !!error,
    // `max` is the field's bound, for the too-long message; the other messages take no values.
    errorMessage: error ? t(error, { max: INVITE_TEXT_BOUNDS[name] }) : undefined,
    // Formik validates; RAC only displays (no native browser bubbles).
    validationBehavior: 'aria' as const,
  };
}
