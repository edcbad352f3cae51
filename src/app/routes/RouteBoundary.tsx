import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { retryFailedScreens } from '@/platform/async/lazyScreen';
import { useLocation } from '@/platform/router';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { Loader } from '@/ui/Loader';

/**
 * Each route gets its own boundary, reset on navigation, so one failing screen never blanks the app. Its
 * Retry imports again a screen whose chunk failed to load.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallbackTitle={t('errors.screenFailed')} retryLabel={t('tryAgain')} resetKeys={[pathname]} onReset={retryFailedScreens}>
      <Suspense fallback={<Loader label={t('loading')} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
