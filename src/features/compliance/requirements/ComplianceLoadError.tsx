import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '@/platform/router';
import { ErrorPanel } from '@/ui';

export interface ComplianceLoadErrorProps {
  /** Where "Back to compliance status" goes (an app path). */
  backHref: string;
  /** Replaces the spec's general message, e.g. an invalid id's. */
  message?: string;
  headingLevel?: 2 | 3 | 4;
  /**
   * Asks again for what failed. Used when the panel is on the compliance status page itself, where
   * going "back" to it would change nothing: the button then shows the status afresh.
   */
  onRetry?: () => void;
}

/**
 * The compliance area's Error panel (spec 03 §2, §8): "Sorry something went wrong try again later"
 * and a button back to the compliance status, in place of data that did not load.
 */
export function ComplianceLoadError({ backHref, message, headingLevel = 2, onRetry }: ComplianceLoadErrorProps) {
  const { t } = useTranslation('compliance');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const alreadyThere = backHref.split(/[?#]/)[0] === pathname;
  return (
    <ErrorPanel
      headingLevel={headingLevel}
      heading={message ?? t('errors.general')}
      actionLabel={t('errors.backToStatus')}
      onAction={alreadyThere && onRetry ? onRetry : () => navigate(backHref)}
    />
  );
}
