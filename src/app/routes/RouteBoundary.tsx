import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { retryFailedScreens } from '@/platform/async/lazyScreen';
import { useLocation } from '@/platform/router';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { Loader } from '@/ui/Loader';

/**
 * The browser could not fetch a screen's code (offline, or a deploy replaced the chunk). Each browser
 * words it its own way: Chromium, Firefox, Safari, and Vite's preload of the chunk's styles.
 */
const CODE_NOT_FETCHED = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;
export const isCodeNotFetched = (error: Error) => CODE_NOT_FETCHED.test(error.message);

/**
 * Each route gets its own boundary, reset on navigation, so one failing screen never blanks the app. Its
 * Retry imports again a screen whose chunk failed to load. Its line is the buyer's language, never the
 * browser's English error naming a file: "check your connection" for code that could not be fetched.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      fallbackTitle={t('errors.screenFailed')}
      describe={(error) => t(isCodeNotFetched(error) ? 'errors.screenCodeFailed' : 'errors.screenCrashed')}
      retryLabel={t('tryAgain')}
      resetKeys={[pathname]}
      onReset={retryFailedScreens}
    >
      <Suspense fallback={<Loader label={t('loading')} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
