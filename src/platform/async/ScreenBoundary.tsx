import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@/platform/router';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { retryFailedScreens } from './lazyScreen';

/**
 * The browser could not fetch a screen's code (offline, or a deploy replaced the chunk). Each browser
 * words it its own way: Chromium, Firefox, Safari, and Vite's preload of the chunk's styles.
 */
const CODE_NOT_FETCHED = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;
export const isCodeNotFetched = (error: Error) => CODE_NOT_FETCHED.test(error.message);

/**
 * A screen's error boundary, reset on navigation: a failing screen shows a panel, never a white page.
 * Its Try again imports again a screen whose code failed to load. Its line is the buyer's language,
 * never the browser's English error naming a file: "check your connection" for code that could not be
 * fetched. Each route has one (RouteBoundary), and so has a profile tab, below the header and tab bar.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
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
      {children}
    </ErrorBoundary>
  );
}
