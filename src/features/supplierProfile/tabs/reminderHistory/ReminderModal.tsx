import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate } from '@/platform/i18n/format';
import type { ReminderDto } from '@/services/reminders/types';
import { Button, Dialog } from '@/ui';
import { GoalStatus } from './GoalStatus';

const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; }
`;

/** The message as the sender wrote it: text, line breaks kept, markup never interpreted. */
const Message = styled.dd`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-top: ${({ theme }) => theme.space.md};
  th, td { text-align: left; padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm}; border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle}; }
  tbody th[scope='rowgroup'] { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const dateOrDash = (iso: string | null) => (iso ? formatDate(`${iso.slice(0, 10)}T00:00:00`) : '-');

/**
 * A reminder opened from the history (spec 02 §2.12): the invitation reminder modal (subject,
 * message) when it has no goals, else the compliance reminder modal (reason, subject, message and
 * the goals' requirements, grouped by goal).
 */
export function ReminderModal({ reminder, onClose }: { reminder: ReminderDto; onClose: () => void }) {
  const { t } = useTranslation('profileReminders');
  const compliance = reminder.goals.length > 0;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={compliance ? t('modal.complianceTitle') : t('modal.invitationTitle')}
      closeLabel={t('close', { ns: 'common' })}
      width={compliance ? 1100 : 640}
      footer={(close) => <Button onPress={close}>{t('modal.close')}</Button>}
    >
      <Fields>
        {compliance && (
          <>
            <dt>{t('modal.reason')}</dt>
            <dd>{reminder.reason ?? '-'}</dd>
          </>
        )}
        <dt>{t('modal.subject')}</dt>
        <dd>{reminder.subject}</dd>
        <dt>{t('modal.message')}</dt>
        <Message>{reminder.message}</Message>
      </Fields>
      {compliance && (
        <Table aria-label={t('modal.requirements')}>
          <thead>
            <tr>
              <th scope="col">{t('modal.requirement')}</th>
              <th scope="col">{t('modal.status')}</th>
              <th scope="col">{t('modal.validFrom')}</th>
              <th scope="col">{t('modal.validTo')}</th>
            </tr>
          </thead>
          {reminder.goals.map((goal) => (
            <tbody key={goal.id}>
              <tr>
                <th scope="rowgroup" colSpan={4}><GoalStatus goal={goal} /></th>
              </tr>
              {goal.requirements.map((r) => (
                <tr key={r.id}>
                  <td>{r.name}</td>
                  <td>{r.isCompliant ? t('modal.verified') : t('modal.notVerified')}</td>
                  <td>{dateOrDash(r.validFrom)}</td>
                  <td>{dateOrDash(r.validTo)}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </Table>
      )}
    </Dialog>
  );
}
