import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/platform/i18n';
import { ErrorPanel, Spinner } from '@/ui';
import { useDirectorsCount } from './hooks';
import { NO_VALUE } from './riskFormat';
import { BigNumber, WidgetCard } from './widgets.styles';

/**
 * The Directors widget (spec 02 §2.7): the count, "-" when the registry does not know it (or the
 * supplier has no company house number to ask with); a failure says so with Try again.
 */
export function DirectorsWidget({ companyHouseNumber }: { companyHouseNumber: string | null }) {
  const { t } = useTranslation('riskAnalytics');
  const errorText = useErrorText();
  const { status, data, error, retry } = useDirectorsCount(companyHouseNumber || null);
  const count = data?.count ?? null;
  const headingId = useId();
  const known = companyHouseNumber && status === 'loaded' && count !== null;
  return (
    <WidgetCard aria-labelledby={headingId}>
      <h3 id={headingId}>{t('directorsCount.heading')}</h3>
      {companyHouseNumber && status === 'error' && error ? (
        <ErrorPanel headingLevel={4} heading={t('directorsCount.error')} message={errorText(error)} actionLabel={t('tryAgain')} onAction={retry} />
      ) : companyHouseNumber && status !== 'loaded' ? (
        <Spinner label={t('directorsCount.loading')} />
      ) : known ? (
        <BigNumber>{count}</BigNumber>
      ) : (
        <BigNumber>
          <span aria-hidden="true">{NO_VALUE}</span>
          <span className="visually-hidden">{t('directorsCount.unknown')}</span>
        </BigNumber>
      )}
    </WidgetCard>
  );
}
