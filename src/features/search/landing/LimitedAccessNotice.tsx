import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui/Alert';

/**
 * Why Show did not open the results: free buyer access stops at the landing page (spec 01 §2).
 * It takes focus when it appears, so a keyboard or screen-reader user who pressed Show hears it
 * rather than nothing. Its own chunk: only a limited buyer who presses Show needs it.
 */
export function LimitedAccessNotice() {
  const { t } = useTranslation('search');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert tone="info" title={t('landing.limitedTitle')} autoCloseMs={null}>
        <p>{t('landing.limitedMessage')}</p>
      </Alert>
    </div>
  );
}
