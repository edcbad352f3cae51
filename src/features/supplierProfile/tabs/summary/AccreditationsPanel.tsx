import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/platform/i18n';
import { Badge, ErrorPanel, Spinner } from '@/ui';
import { Panel, Tile, Tiles } from '../panel.styles';
import { useSupplierGoals } from '../overview/useSupplierGoals';

/** The summary's accreditations: the SSIP schemes the supplier holds, with their status. */
export function AccreditationsPanel({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('profileSummary');
  const errorText = useErrorText();
  const headingId = useId();
  const { status, data, error, retry } = useSupplierGoals(supplierId);
  const schemes = data?.filter((goal) => goal.isSsip);
  let content;
  if (status === 'error' && error) {
    content = <ErrorPanel headingLevel={4} heading={t('accreditations.loadFailed')} message={errorText(error)} actionLabel={t('common:tryAgain')} onAction={retry} />;
  } else if (!schemes) {
    content = <Spinner label={t('accreditations.loading')} />;
  } else if (schemes.length === 0) {
    content = <p>{t('accreditations.empty')}</p>;
  } else {
    content = (
      <Tiles aria-labelledby={headingId}>
        {schemes.map((scheme) => (
          <Tile key={scheme.goalId}>
            <strong>{scheme.goalName}</strong>
            <span>
              <Badge tone={scheme.isCompliant ? 'success' : 'warning'}>
                {scheme.isCompliant ? t('accreditations.verified') : t('accreditations.notVerified')}
              </Badge>
            </span>
          </Tile>
        ))}
      </Tiles>
    );
  }
  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId}>{t('accreditations.heading')}</h3>
      {content}
    </Panel>
  );
}
