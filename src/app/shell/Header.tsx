import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { webUrl } from '@/lib/dataUrls';
import { useFirstContentShown } from '@/platform/firstContent';
import { useIdentity } from '@/platform/session';
import { Brand, HeaderBar, LanguageSlot, LogoPlace } from './Shell.styles';

// A secondary control: its listbox code loads after the first paint of the page.
const LanguageSelect = lazy(() => import('./LanguageSelect').then((m) => ({ default: m.LanguageSelect })));
// Asked of the logo service only when the identity carries no usable logoURL.
const ShellLogo = lazy(() => import('./ShellLogo'));
const UserName = lazy(() => import('./UserName'));

/** Platform header: organisation logo, product name, language selection and the signed-in user. */
export function Header() {
  const { t } = useTranslation();
  const identity = useIdentity();
  // Secondary parts: their places are held until the first screen's main content has painted.
  const secondary = useFirstContentShown();
  const logoUrl = webUrl(identity?.logoURL);
  const name = `${identity?.firstName ?? ''} ${identity?.lastName ?? ''}`;
  const identityName = <span aria-label={t('shell.signedInAs', { name })}>{name.trim()}</span>;
  return (
    <HeaderBar>
      <Brand>
        {logoUrl && <img src={logoUrl} alt={t('shell.logoAlt')} />}
        {!logoUrl && identity && (
          <Suspense fallback={<LogoPlace />}>
            {secondary ? <ShellLogo orgAccountId={identity.orgAccountId} /> : <LogoPlace />}
          </Suspense>
        )}
        <span>{t('appName')}</span>
      </Brand>
      <LanguageSlot>
        {secondary && (
          <Suspense fallback={null}>
            <LanguageSelect />
          </Suspense>
        )}
      </LanguageSlot>
      {identity && secondary ? (
        <Suspense fallback={identityName}>
          <UserName fallback={name} />
        </Suspense>
      ) : identityName}
    </HeaderBar>
  );
}
