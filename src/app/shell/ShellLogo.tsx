import { useTranslation } from 'react-i18next';
import { useResource } from '@/platform/resource';
import { organisationLogo } from '@/services/logo/logoResources';
import { LogoPlace } from './Shell.styles';

/**
 * The buyer's organisation logo from the logo service (the same entry the profile reads for an
 * organisation), for an identity without a usable logoURL. Only a raster image is shown (issue 34);
 * a failure shows nothing. Its own chunk: most sessions carry a logoURL and never load it.
 */
export default function ShellLogo({ orgAccountId }: { orgAccountId: number }) {
  const { t } = useTranslation();
  const logo = useResource(organisationLogo, { orgAccountId });
  if (logo.data) return <img src={logo.data} alt={t('shell.logoAlt')} />;
  // Its box is kept while the logo loads; an organisation without one (or a failure) gives it up.
  return logo.status === 'loading' || logo.status === 'init' ? <LogoPlace /> : null;
}
