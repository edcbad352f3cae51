import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenBoundary } from '@/platform/async/ScreenBoundary';
import { Loader } from '@/ui/Loader';

/** Each route gets its own boundary (ScreenBoundary), so one failing screen never blanks the app, and its loader. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ScreenBoundary>
      <Suspense fallback={<Loader label={t('loading')} />}>{children}</Suspense>
    </ScreenBoundary>
  );
}
