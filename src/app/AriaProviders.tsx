import { useCallback, type ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useAppHref, useNavigate, type NavigateOptions } from '@/platform/router';
import { useCommunitySettings, useLanguage } from '@/platform/session';
import { preloadDestination } from './routes/destinationPreloads';

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
  const { i18n } = useTranslation();
  const language = useLanguage();
  const community = useCommunitySettings();
  const region = community?.locale.split('-')[1] ?? 'GB';
  // Stable, so that the router context (read by every React Aria link and menu item) does not change
  // when the language or the community settings arrive (render cost, issue 12). The destination's code
  // and texts are asked for together as the link is followed; the router's transition keeps the
  // current page on screen until they are in (issue 39).
  const navigateInApp = useCallback(
    (path: string, options?: NavigateOptions) => {
      void preloadDestination(path, i18n);
      void navigate(path, options);
    },
    [navigate, i18n],
  );
  return (
    <RouterProvider navigate={navigateInApp} useHref={useAppHref}>
      <I18nProvider locale={`${language}-${region}`}>{children}</I18nProvider>
    </RouterProvider>
  );
}
