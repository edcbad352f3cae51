import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useIdentity } from '@/platform/session';
import type { InvitationPayload } from '@/services/invite/types';
import type { InvitationGoalDto, ReasonCodeDto } from '@/services/onboarding/types';
import { Button } from '@/ui';
import { COMPANY_NUMBER_LENGTH, emptyInviteForm, inviteSchema, type InviteFormValues } from '../invite.schema';
import { toInvitationPayload, type InviteTarget } from '../invitationPayload';
import { Actions } from './InviteForm.styles';
import { SenderFields } from './SenderFields';
import { SupplierFields } from './SupplierFields';

interface Props {
  target: InviteTarget;
  /** The company a hand-off named, filled in for the buyer to check. */
  company?: { name?: string; number?: string };
  /** The segment's goal name: its membership level is preselected. */
  goalName: string | null;
  goals: InvitationGoalDto[];
  reasonCodes: ReasonCodeDto[];
  isSending: boolean;
  onSend: (payload: InvitationPayload) => void;
}

/** Supplier, contact and sender fields under one Formik form; what was typed stays after a failed send. */
export function InviteForm({ target, company, goalName, goals, reasonCodes, isSending, onSend }: Props) {
  const { t } = useTranslation('invite');
  const identity = useIdentity();
  const goal = goals.find((g) => g.goalName === goalName);
  // The sender is the signed-in buyer unless they change it.
  const initialValues: InviteFormValues = {
    ...emptyInviteForm,
    name: company?.name ?? '',
    // Only a number the field accepts (8 characters): another form would block sending unseen.
    companiesHouseNumber: company?.number?.length === COMPANY_NUMBER_LENGTH ? company.number : '',
    sentByFirstName: identity?.firstName ?? '',
    sentByLastName: identity?.lastName ?? '',
    sentByEmail: identity?.email ?? '',
    requiredGoals: goal ? { value: goal.goalId, label: goal.goalName } : null,
  };
  return (
    <Formik<InviteFormValues>
      initialValues={initialValues}
      validationSchema={inviteSchema}
      onSubmit={(values) => onSend(toInvitationPayload(values, target))}
    >
      {({ handleSubmit, dirty, isValid, touched }) => {
        // Disabled while pristine, or invalid once any field has been touched (spec 01 §2).
        const isBlocked = !dirty || (Object.keys(touched).length > 0 && !isValid);
        return (
          <form onSubmit={handleSubmit} noValidate aria-label={t('formLabel')}>
            <SupplierFields goals={goals} />
            <SenderFields reasonCodes={reasonCodes} />
            <Actions>
              <Button type="submit" isDisabled={isBlocked && !isSending} isPending={isSending}>
                {isSending ? t('actions.sending') : t('actions.send')}
              </Button>
            </Actions>
          </form>
        );
      }}
    </Formik>
  );
}
