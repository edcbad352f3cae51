import { useTranslation } from 'react-i18next';
import { Banner } from './Shell.styles';

export function ImpersonationBanner({ impersonatedBy, userName }: { impersonatedBy: string; userName: string }) {
  const { t } = useTranslation();
  return (
    <Banner role="region" aria-label={t('shell.impersonationRegion')}>
      {t('shell.impersonating', { agent: impersonatedBy, user: userName })}
    </Banner>
  );
}
