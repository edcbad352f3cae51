import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { goalStatusText } from '@/services/compliance/statusText';
import type { SupplierGoalDto } from '@/services/compliance/types';
import { LinkButton, stackedBelowTablet, TableScroller } from '@/ui';
import { RequirementStatusIcon } from '../requirements/RequirementStatusIcon';
import { progressOf } from './progress';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`}; border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle}; text-align: left; vertical-align: middle; }
  thead th { background: ${({ theme }) => theme.colors.surfaceAlt}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  ${stackedBelowTablet}
`;

const Name = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Track = styled.div`
  width: 100%;
  min-width: 8rem;
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderSubtle};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.success};
`;

const Caption = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A level's requirements-completed bar: a progressbar named and valued for screen readers. */
function Progress({ goal }: { goal: SupplierGoalDto }) {
  const { t } = useTranslation('compliance');
  const percent = progressOf(goal.completedTotal, goal.requirementsTotal);
  const text = goal.requirementsTotal > 0
    ? t('goals.progressText', { completed: goal.completedTotal, count: goal.requirementsTotal, percent })
    : t('goals.noRequirements');
  return (
    <div>
      <Track role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={text} aria-label={t('goals.progressLabel', { name: goal.goalName })}>
        <Fill $percent={percent} />
      </Track>
      <Caption>{text}</Caption>
    </div>
  );
}

export interface GoalsTableProps {
  goals: SupplierGoalDto[];
  /** The focused level view of a goal. */
  levelHref: (goal: SupplierGoalDto) => string;
  label: string;
}

/** The supplier's levels (spec 03 §2, compliance tab): status name, requirements-completed bar and View. */
export function GoalsTable({ goals, levelHref, label }: GoalsTableProps) {
  const { t } = useTranslation('compliance');
  return (
    <TableScroller>
    <Table role="table">
      <caption className="visually-hidden">{label}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">{t('goals.level')}</th>
          <th scope="col" role="columnheader">{t('goals.status')}</th>
          <th scope="col" role="columnheader">{t('goals.progress')}</th>
          <th scope="col" role="columnheader"><span className="visually-hidden">{t('table.actions')}</span></th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {goals.map((goal) => (
          <tr key={goal.goalId} role="row">
            <th scope="row" role="rowheader">
              <Name>
                <RequirementStatusIcon compliant={goal.isCompliant} maturityLevel={goal.targetMaturityLevel} maturityMet={goal.isGoalMaturityMet} />
                {goal.goalName}
              </Name>
            </th>
            <td role="cell" data-label={t('goals.status')}>{goalStatusText(goal, (key) => t(key))}</td>
            <td role="cell" data-label={t('goals.progress')}><Progress goal={goal} /></td>
            <td role="cell">
              <LinkButton variant="secondary" size="sm" href={levelHref(goal)} aria-label={t('goals.viewLevel', { name: goal.goalName })}>
                {t('table.view')}
              </LinkButton>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
    </TableScroller>
  );
}
