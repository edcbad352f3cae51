import { useTranslation } from 'react-i18next';
import { useIdentity } from '@/platform/session';
import { useAppSelector } from '../hooks';
import { LanguageSelect } from './LanguageSelect';
import { selectLogo, selectUserSettings } from './shellSlice';
import { Brand, HeaderBar } from './Shell.styles';

/** Platform header: organisation logo, product name, language selection and the signed-in user. */
export function Header() {
  const { t } = useTranslation();
  const identity = useIdentity();
  const logo = useAppSelector(selectLogo);
  const settings = useAppSelector(selectUserSettings);
  const logoSrc = identity?.logoURL ?? logo.data;
  const name = settings.data
    ? `${settings.data.firstName} ${settings.data.lastName}`
    : `${identity?.firstName ?? ''} ${identity?.lastName ?? ''}`;
  return (
    <HeaderBar>
      <Brand>
        {logoSrc && <img src={logoSrc} alt={t('shell.logoAlt')} />}
        <span>{t('appName')}</span>
      </Brand>
      <LanguageSelect />
      <span aria-label={t('shell.signedInAs', { name })}>{name.trim()}</span>
    </HeaderBar>
  );
}
