import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { webUrl } from '@/lib/dataUrls';
import { lazyScreen } from '@/platform/async/lazyScreen';
import { SecondaryPart } from '@/platform/async/SecondaryPart';
import { useFirstContentShown } from '@/platform/firstContent';
import { useLocation } from '@/platform/router';
import { useIdentity } from '@/platform/session';
import { Brand, HeaderBar, LanguageSlot, LogoPlace } from './Shell.styles';

// A secondary control: its listbox code loads after the first paint of the page.
// Each is a SecondaryPart: a chunk that cannot be fetched leaves its place, never a blank app.
const LanguageSelect = lazyScreen(() => import('./LanguageSelect'), 'LanguageSelect');
// Asked of the logo service only when the identity carries no usable logoURL.
const ShellLogo = lazyScreen(() => import('./ShellLogo'), 'default');
const UserName = lazyScreen(() => import('./UserName'), 'default');

/** Platform header: organisation logo, product name, language selection and the signed-in user. */
export function Header() {
  const { t } = useTranslation();
  const identity = useIdentity();
  const { pathname } = useLocation();
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
          <SecondaryPart fallback={null} retryKey={pathname}>
            <Suspense fallback={<LogoPlace />}>
              {secondary ? <ShellLogo orgAccountId={identity.orgAccountId} /> : <LogoPlace />}
            </Suspense>
          </SecondaryPart>
        )}
        <span>{t('appName')}</span>
      </Brand>
      <LanguageSlot>
        {secondary && (
          <SecondaryPart fallback={null} retryKey={pathname}>
            <Suspense fallback={null}>
              <LanguageSelect />
            </Suspense>
          </SecondaryPart>
        )}
      </LanguageSlot>
      {identity && secondary ? (
        <SecondaryPart fallback={identityName} retryKey={pathname}>
          <Suspense fallback={identityName}>
            <UserName fallback={name} />
          </Suspense>
        </SecondaryPart>
      ) : identityName}
    </HeaderBar>
  );
}
