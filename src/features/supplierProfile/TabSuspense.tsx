import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/Spinner';

/** While a tab's chunk loads, the header and tab bar stay; a small spinner stands in for the tab. */
export function TabSuspense({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<Spinner label={t('loading')} />}>{children}</Suspense>;
}
