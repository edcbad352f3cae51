import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/platform/router';
import { ErrorPanel } from '@/ui';

export interface ComplianceLoadErrorProps {
  /** Where "Back to compliance status" goes (an app path). */
  backHref: string;
  /** Replaces the spec's general message, e.g. an invalid id's. */
  message?: string;
  headingLevel?: 2 | 3 | 4;
}

/**
 * The compliance area's Error panel (spec 03 §2, §8): "Sorry something went wrong try again later"
 * and a button back to the compliance status, in place of data that did not load.
 */
export function ComplianceLoadError({ backHref, message, headingLevel = 2 }: ComplianceLoadErrorProps) {
  const { t } = useTranslation('compliance');
  const navigate = useNavigate();
  return (
    <ErrorPanel
      headingLevel={headingLevel}
      heading={message ?? t('errors.general')}
      actionLabel={t('errors.backToStatus')}
      onAction={() => navigate(backHref)}
    />
  );
}
