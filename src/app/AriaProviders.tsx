import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useAppHref, useNavigate, type NavigateOptions } from '@/platform/router';
import { useCommunitySettings, useLanguage } from '@/platform/session';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * Lets react-aria links (Link, Tab href, Menu href) route inside the app, and gives react-aria
 * the buyer's language for its own strings and number formats. Must sit inside the router.
 */
export function AriaProviders({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const language = useLanguage();
  const community = useCommunitySettings();
  const region = community?.locale.split('-')[1] ?? 'GB';
  return (
    <RouterProvider navigate={(path, options) => void navigate(path, options)} useHref={useAppHref}>
      <I18nProvider locale={`${language}-${region}`}>{children}</I18nProvider>
    </RouterProvider>
  );
}
