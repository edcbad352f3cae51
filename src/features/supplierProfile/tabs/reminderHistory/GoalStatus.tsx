import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFlag } from '@/platform/session';
import type { ReminderGoalDto } from '@/services/reminders/types';
import { MaturityBadge } from '@/ui';

const Goal = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A goal's icon and name: its maturity level (met or not) under maturityIconEnabled, else compliant or not. */
export function GoalStatus({ goal }: { goal: ReminderGoalDto }) {
  const { t } = useTranslation('profileReminders');
  const maturityIcon = useFlag('maturityIconEnabled');
  const met = goal.isGoalMaturityMet ?? goal.isMaturityMet ?? false;
  const level = goal.targetMaturityLevel;
  return (
    <Goal>
      {maturityIcon && level !== null ? (
        <MaturityBadge ok={met} level={level} label={t(met ? 'goal.levelMet' : 'goal.levelNotMet', { level })} />
      ) : (
        <MaturityBadge ok={goal.isCompliant} label={t(goal.isCompliant ? 'goal.compliant' : 'goal.notCompliant')} />
      )}
      {goal.name}
    </Goal>
  );
}
