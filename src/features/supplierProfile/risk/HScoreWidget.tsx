import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/platform/i18n';
import { ErrorPanel, Spinner } from '@/ui';
import { clampHScore, hScoreTone } from './hScore';
import { HScoreGauge } from './HScoreGauge';
import { useHScore } from './hooks';
import { Muted, WidgetCard } from './widgets.styles';

/** The H Score widget (spec 02 §2.7): loading, the gauge, "none available", or a failure with Try again. */
export function HScoreWidget({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('riskAnalytics');
  const errorText = useErrorText();
  const { status, data, error, retry } = useHScore(supplierId);
  const score = data?.isSuccess ? clampHScore(data.hScore) : null;
  return (
    <WidgetCard aria-labelledby={`hscore-${supplierId}`}>
      <h3 id={`hscore-${supplierId}`}>{t('hScore.heading')}</h3>
      {status === 'error' && error ? (
        <ErrorPanel headingLevel={4} heading={t('hScore.error')} message={errorText(error)} actionLabel={t('tryAgain')} onAction={retry} />
      ) : status !== 'loaded' ? (
        <Spinner label={t('hScore.loading')} />
      ) : score === null ? (
        <Muted>{t('hScore.empty')}</Muted>
      ) : (
        <>
          <HScoreGauge score={score} label={t('hScore.heading')} valueText={t('hScore.valueText', { score })} />
          <Muted>{t('hScore.outOf')}</Muted>
          {hScoreTone(score) === 'danger' && <p>{t('hScore.atRisk')}</p>}
        </>
      )}
    </WidgetCard>
  );
}
