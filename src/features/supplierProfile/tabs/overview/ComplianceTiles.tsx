import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useErrorText } from '@/platform/i18n';
import { goalStatusText } from '@/services/compliance/statusText';
import { Badge, ErrorPanel, Link, Spinner } from '@/ui';
import type { SupplierGoalDto } from '@/services/compliance/types';
import { tabHref } from '../../profileTabs';
import { Panel, Tile, TileLabel, Tiles } from '../panel.styles';
import { useSupplierGoals } from './useSupplierGoals';

const GoalName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

function GoalTile({ goal }: { goal: SupplierGoalDto }) {
  const { t } = useTranslation('profileOverview');
  return (
    <Tile>
      <GoalName>{goal.goalName}</GoalName>
      <span>
        <Badge tone={goal.isCompliant ? 'success' : 'warning'}>{goalStatusText(goal, (key) => t(key))}</Badge>
      </span>
      <TileLabel>{t('compliance.requirements', { completed: goal.completedTotal, total: goal.requirementsTotal })}</TileLabel>
    </Tile>
  );
}

/**
 * The overview's first row (spec 02 §2.4 item 1): one tile per level the supplier holds, with its
 * status and how many of its requirements are complete, and a link to the compliance tab.
 */
export function ComplianceTiles({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('profileOverview');
  const errorText = useErrorText();
  const headingId = useId();
  const { status, data, error, retry } = useSupplierGoals(supplierId);
  const levels = data?.filter((goal) => !goal.isSsip);

  let content;
  if (status === 'error' && error) {
    content = (
      <ErrorPanel headingLevel={4} heading={t('compliance.loadFailed')} message={errorText(error)} actionLabel={t('common:tryAgain')} onAction={retry} />
    );
  } else if (!levels) {
    content = <Spinner label={t('compliance.loading')} />;
  } else if (levels.length === 0) {
    content = <p>{t('compliance.empty')}</p>;
  } else {
    content = (
      <Tiles>
        {levels.map((goal) => (
          <GoalTile key={goal.goalId} goal={goal} />
        ))}
      </Tiles>
    );
  }
  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId}>{t('compliance.heading')}</h3>
      {content}
      <p>
        <Link href={tabHref('compliance', supplierId)}>{t('compliance.viewAll')}</Link>
      </p>
    </Panel>
  );
}
