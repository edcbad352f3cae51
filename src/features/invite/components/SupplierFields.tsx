import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { COMMUNITY_WORDING } from '@/platform/community';
import { useCommunityCode } from '@/platform/session';
import type { InvitationGoalDto } from '@/services/onboarding/types';
import { Select, TextField } from '@/ui';
import type { InviteFormValues } from '../invite.schema';
import { Fieldset, Grid } from './InviteForm.styles';
import { useInviteField } from './useInviteField';

/** The supplier and its contact, and the membership level the invitation asks for. */
export function SupplierFields({ goals }: { goals: InvitationGoalDto[] }) {
  const { t } = useTranslation('invite');
  const companyNumberLabel = t(`common:${COMMUNITY_WORDING[useCommunityCode()].companyNumber}`);
  const { values, touched, errors, setFieldValue, setFieldTouched } = useFormikContext<InviteFormValues>();
  const goalError = touched.requiredGoals && errors.requiredGoals ? t(String(errors.requiredGoals)) : undefined;
  return (
    <Fieldset>
      <legend>{t('sections.supplier')}</legend>
      <Grid>
        <TextField label={t('fields.name')} isRequired {...useInviteField('name')} />
        {/* No maxLength: a longer number pasted (a SIREN, "SC1234567") is refused with the length message, never cut to
            8 characters that look valid and name another company. */}
        <TextField label={companyNumberLabel} {...useInviteField('companiesHouseNumber')} />
        <TextField label={t('fields.contactFirstName')} isRequired {...useInviteField('contactFirstName')} />
        <TextField label={t('fields.contactLastName')} isRequired {...useInviteField('contactLastName')} />
        <TextField label={t('fields.contactEmail')} type="email" isRequired {...useInviteField('contactEmail')} />
        <TextField label={t('fields.contactPhone')} type="tel" isRequired {...useInviteField('contactPhone')} />
        <TextField label={t('fields.addressLine1')} {...useInviteField('addressLine1')} />
        <TextField label={t('fields.postcode')} {...useInviteField('postcode')} />
      </Grid>
      <div onBlur={() => void setFieldTouched('requiredGoals', true)}>
        <Select
          label={t('fields.requiredGoals')}
          placeholder={t('fields.placeholder')}
          isRequired
          options={goals.map((g) => ({ id: g.goalId, label: g.goalName }))}
          value={values.requiredGoals?.value ?? null}
          isInvalid={!!goalError}
          errorMessage={goalError}
          onChange={(id) => {
            const goal = goals.find((g) => g.goalId === id);
            void setFieldValue('requiredGoals', goal ? { value: goal.goalId, label: goal.goalName } : null);
          }}
        />
      </div>
    </Fieldset>
  );
}
