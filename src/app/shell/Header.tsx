import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { webUrl } from '@/lib/dataUrls';
import { useIdentity } from '@/platform/session';
import { useAppSelector } from '../hooks';
import { selectLogo, selectUserSettings } from './shellSlice';
import { Brand, HeaderBar, LanguageSlot } from './Shell.styles';

// A secondary control: its listbox code loads after the first paint of the page.
const LanguageSelect = lazy(() => import('./LanguageSelect').then((m) => ({ default: m.LanguageSelect })));

/** Platform header: organisation logo, product name, language selection and the signed-in user. */
export function Header() {
  const { t } = useTranslation();
  const identity = useIdentity();
  const logo = useAppSelector(selectLogo);
  const settings = useAppSelector(selectUserSettings);
  const logoSrc = webUrl(identity?.logoURL) ?? logo.data;
  const name = settings.data
    ? `${settings.data.firstName} ${settings.data.lastName}`
    : `${identity?.firstName ?? ''} ${identity?.lastName ?? ''}`;
  return (
    <HeaderBar>
      <Brand>
        {logoSrc && <img src={logoSrc} alt={t('shell.logoAlt')} />}
        <span>{t('appName')}</span>
      </Brand>
      <LanguageSlot>
        <Suspense fallback={null}>
          <LanguageSelect />
        </Suspense>
      </LanguageSlot>
      <span aria-label={t('shell.signedInAs', { name })}>{name.trim()}</span>
    </HeaderBar>
  );
}
