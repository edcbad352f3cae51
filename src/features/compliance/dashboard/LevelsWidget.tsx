import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui';
import { GoalsTable } from '../goals/GoalsTable';
import { useLevels } from '../goals/useLevels';
import { ComplianceLoadError } from '../requirements/ComplianceLoadError';
import { DashboardWidget } from './DashboardWidget';
import { LevelsDetail } from './LevelsDetail';
import { href } from '@/platform/router';

const levelHref = (supplierId: number) => (goal: { goalId: number }) => href.supplier.compliance.level({ supplierId, goalId: goal.goalId });

/**
 * The Levels widget: the supplier's levels with status name, requirements-completed bar and View
 * (the profile's compliance tab table), expanding to every requirement grouped by standards or level.
 */
export function LevelsWidget({ supplierId, expanded = false }: { supplierId: number; expanded?: boolean }) {
  const { t } = useTranslation('compliance');
  const { goals, details, levels } = useLevels(supplierId);
  const back = href.supplier.compliance({ supplierId });

  let summary;
  if (goals.status === 'error') summary = <ComplianceLoadError backHref={back} headingLevel={4} onRetry={goals.retry} />;
  else if (!levels) summary = <Spinner label={t('levels.loading')} />;
  else if (!levels.length) summary = <p>{t('levels.none')}</p>;
  else summary = <GoalsTable goals={levels} levelHref={levelHref(supplierId)} label={t('levels.heading')} />;

  let detail;
  if (details.status === 'error') detail = <ComplianceLoadError backHref={back} headingLevel={4} onRetry={details.retry} />;
  else if (!details.data) detail = <Spinner label={t('levels.loadingRequirements')} />;
  else detail = <LevelsDetail supplierId={supplierId} rows={details.data} />;

  return (
    <DashboardWidget title={t('levels.heading')} detail={detail} expanded={expanded} loading={!levels && goals.status !== 'error'}>
      {summary}
    </DashboardWidget>
  );
}
