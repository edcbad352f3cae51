import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ReasonCodeDto } from '@/services/onboarding/types';
import { Select, TextField } from '@/ui';
import { INVITE_MESSAGES, type InviteFormValues } from '../invite.schema';
import { Fieldset, FieldError, Grid } from './InviteForm.styles';
import { useInviteField } from './useInviteField';

/** The requester: name, phones (at least one), email and the reason for the invitation. */
export function SenderFields({ reasonCodes }: { reasonCodes: ReasonCodeDto[] }) {
  const { t } = useTranslation('invite');
  const { values, touched, errors, setFieldValue, setFieldTouched } = useFormikContext<InviteFormValues>();
  const mobile = useInviteField('mobileNumber');
  const office = useInviteField('officeNumber');
  // "At least 1 telephone number" belongs to both phones: shown once, under them, when either was touched.
  const missingPhone =
    errors.mobileNumber === INVITE_MESSAGES.oneTelephone && (touched.mobileNumber || touched.officeNumber);
  const mobileFormat = mobile.errorMessage && !missingPhone ? mobile.errorMessage : undefined;
  const reasonError = touched.reasonCode && errors.reasonCode ? t(String(errors.reasonCode)) : undefined;
  return (
    <Fieldset>
      <legend>{t('sections.sender')}</legend>
      <Grid>
        <TextField label={t('fields.sentByFirstName')} isRequired {...useInviteField('sentByFirstName')} />
        <TextField label={t('fields.sentByLastName')} isRequired {...useInviteField('sentByLastName')} />
        <TextField
          label={t('fields.mobileNumber')}
          type="tel"
          {...mobile}
          isInvalid={!!mobileFormat || !!missingPhone}
          errorMessage={mobileFormat}
          aria-describedby={missingPhone ? 'invite-phone-required' : undefined}
        />
        <TextField
          label={t('fields.officeNumber')}
          type="tel"
          {...office}
          isInvalid={office.isInvalid || !!missingPhone}
          aria-describedby={missingPhone ? 'invite-phone-required' : undefined}
        />
      </Grid>
      {missingPhone && <FieldError id="invite-phone-required">{t(INVITE_MESSAGES.oneTelephone)}</FieldError>}
      <Grid>
        <TextField label={t('fields.sentByEmail')} type="email" isRequired {...useInviteField('sentByEmail')} />
        <div onBlur={() => void setFieldTouched('reasonCode', true)}>
          <Select
            label={t('fields.reasonCode')}
            placeholder={t('fields.placeholder')}
            isRequired
            options={reasonCodes.map((r) => ({ id: r.reasonCodeId, label: r.description }))}
            value={values.reasonCode?.value ?? null}
            isInvalid={!!reasonError}
            errorMessage={reasonError}
            onChange={(id) => {
              const reason = reasonCodes.find((r) => r.reasonCodeId === id);
              void setFieldValue('reasonCode', reason ? { value: reason.reasonCodeId, label: reason.description } : null);
            }}
          />
        </div>
      </Grid>
    </Fieldset>
  );
}
