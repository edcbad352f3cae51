import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useLocation, useRouter } from 'wouter';
import { useCommunitySettings, useLanguage } from '@/platform/session';

/**
 * Lets react-aria links (Link, Tab href, Menu href) route inside the app, and gives react-aria
 * the buyer's language for its own strings and number formats. Must sit inside the router.
 */
export function AriaProviders({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const { base } = useRouter();
  const language = useLanguage();
  const community = useCommunitySettings();
  const region = community?.locale.split('-')[1] ?? 'GB';
  return (
    <RouterProvider navigate={(path) => navigate(path)} useHref={(href) => (href.startsWith('/') ? `${base}${href}` : href)}>
      <I18nProvider locale={`${language}-${region}`}>{children}</I18nProvider>
    </RouterProvider>
  );
}
