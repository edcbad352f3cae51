import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/ui';
import { href } from '@/platform/router';
import { Crumbs } from './ResultsScreen.styles';

/** Back to the landing page, carrying the sid so the buyer's search comes with them. */
export const Breadcrumb = memo(function Breadcrumb({ sid }: { sid: string }) {
  const { t } = useTranslation('search');
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <Crumbs>
        <li>
          <Link href={href.landing({ sid })}>{t('breadcrumb.landing')}</Link>
        </li>
        <li aria-current="page">{t('breadcrumb.results')}</li>
      </Crumbs>
    </nav>
  );
});
