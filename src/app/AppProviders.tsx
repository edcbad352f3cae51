import { Suspense, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { lazyScreen } from '@/platform/async/lazyScreen';
import { SecondaryPart } from '@/platform/async/SecondaryPart';
import { useFirstContentShown } from '@/platform/firstContent';
import { theme } from '@/ui/theme';
import { GlobalStyle } from '@/ui/GlobalStyle';
import type { AppStore } from './store';
import { LanguageSync } from './LanguageSync';
import { SavedSearchSlots } from './slots/SavedSearchSlots';
import { useTranslation } from 'react-i18next';

// Toasts only appear after an action, so their region's code loads after the first paint.
// A SecondaryPart outside the router: if its code cannot be fetched, toasts are left out until a reload.
const ToastRegion = lazyScreen(() => import('@/ui/Toast'), 'ToastRegion');

function TranslatedToastRegion() {
  const { t } = useTranslation();
  // A toast follows an action, which comes after the first screen's main content.
  if (!useFirstContentShown()) return null;
  return (
    <SecondaryPart fallback={null}>
      <Suspense fallback={null}>
        <ToastRegion closeLabel={t('close')} aria-label={t('notifications')} translate={({ key, values }) => t(key, values)} />
      </Suspense>
    </SecondaryPart>
  );
}

/** Everything a screen needs around it; the app and the test harness both use this. */
export function AppProviders({ store, i18n, children }: { store: AppStore; i18n: I18n; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <LanguageSync />
          <SavedSearchSlots>{children}</SavedSearchSlots>
          <TranslatedToastRegion />
        </ThemeProvider>
      </I18nextProvider>
    </ReduxProvider>
  );
}
