import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFlag } from '@/platform/session';
import type { ReminderGoalDto } from '@/services/reminders/types';
import { ErrorIcon, SuccessIcon } from '@/ui/icons';

const Goal = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Level = styled.span<{ $met: boolean }>`
  display: inline-grid;
  place-items: center;
  min-width: 1.5rem;
  height: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ $met, theme }) => ($met ? theme.colors.success : theme.colors.danger)};
`;

const Icon = styled.span<{ $ok: boolean }>`
  display: inline-flex;
  color: ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.danger)};
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
        <Level $met={met} role="img" aria-label={t(met ? 'goal.levelMet' : 'goal.levelNotMet', { level })}>{level}</Level>
      ) : (
        <Icon $ok={goal.isCompliant} role="img" aria-label={t(goal.isCompliant ? 'goal.compliant' : 'goal.notCompliant')}>
          {goal.isCompliant ? <SuccessIcon /> : <ErrorIcon />}
        </Icon>
      )}
      {goal.name}
    </Goal>
  );
}
