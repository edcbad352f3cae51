import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { href, useParams } from '@/platform/router';
import { canViewComplianceAnswers } from '@/platform/auth/connectionPolicies';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import type { RequirementDetailRowDto } from '@/services/compliance/complianceDetailsTypes';
import { goalStatusText } from '@/services/compliance/statusText';
import { Link, Spinner } from '@/ui';
import { ChevronLeftIcon } from '@/ui/icons';
import { progressOf } from '../goals/progress';
import { useLevels } from '../goals/useLevels';
import { useSupplierId } from '../goals/useSupplierId';
import { ComplianceLoadError } from '../requirements/ComplianceLoadError';
import { RequirementStatusIcon } from '../requirements/RequirementStatusIcon';
import { RequirementTable, requirementIdOf } from '../requirements/RequirementTable';
import { requirementPagePath } from '../requirements/requirementPaths';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2 { margin: 0; display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.sm}; }
  p { margin: 0; }
`;

/** /compliance/{goalId}: one level, its status and progress, and its requirement table (spec 03 §2). */
export function FocusedLevelScreen() {
  const { t } = useTranslation('compliance');
  const supplierId = useSupplierId();
  const goalParam = useParams().goalId ?? '';
  const goalId = Number(goalParam);
  const { goals, details, levels } = useLevels(supplierId);
  const canView = useProfilePolicy(canViewComplianceAnswers);
  const back = href.supplier.compliance({ supplierId });
  const rows = useMemo(
    () => (details.data ?? []).filter((row) => row.goalId === goalId).sort((a, b) => a.requirementOrder - b.requirementOrder),
    [details.data, goalId],
  );
  const hrefOf = useMemo(
    () => (row: RequirementDetailRowDto) => requirementPagePath({ supplierId, goalId: goalParam, requirementId: requirementIdOf(row) }),
    [supplierId, goalParam],
  );

  const backLink = (
    <p>
      <Link href={back}><ChevronLeftIcon size={16} /> {t('level.back')}</Link>
    </p>
  );
  if (goals.status === 'error' || details.status === 'error') {
    return <Page>{backLink}<ComplianceLoadError backHref={back} /></Page>;
  }
  if (!levels || !details.data) return <Spinner label={t('level.loading')} />;
  const goal = levels.find((level) => level.goalId === goalId);
  if (!goal) {
    return <Page>{backLink}<ComplianceLoadError backHref={back} message={t('level.notFound', { value: goalParam })} /></Page>;
  }
  const maturity = rows.find((row) => row.targetMaturityLevel !== undefined)?.targetMaturityLevel ?? null;
  return (
    <Page>
      {backLink}
      <h2>
        <RequirementStatusIcon compliant={goal.isCompliant} maturityLevel={maturity} />
        {goal.goalName}
      </h2>
      <p>{t('level.status', { status: goalStatusText(goal, (key) => t(key)) })}</p>
      <p>
        {goal.requirementsTotal > 0
          ? t('goals.progressText', { completed: goal.completedTotal, count: goal.requirementsTotal, percent: progressOf(goal.completedTotal, goal.requirementsTotal) })
          : t('goals.noRequirements')}
      </p>
      {rows.length ? (
        <RequirementTable rows={rows} requirementHref={hrefOf} canView={canView} label={t('level.tableLabel', { name: goal.goalName })} />
      ) : (
        <p>{t('levels.noRequirements')}</p>
      )}
    </Page>
  );
}
