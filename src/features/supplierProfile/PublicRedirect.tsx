import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/platform/i18n';
import { Navigate, SUPPLIER_ROUTES, useLocation } from '@/platform/router';
import { useResource } from '@/platform/resource';
import { publicProfileLookup } from '@/services/publicProfile/publicProfileResources';
import { ErrorPanel } from '@/ui/ErrorPanel';
import { Loader } from '@/ui/Loader';
import { tabHref } from './profileTabs';

/**
 * The public profile url of a public-redirect path: its `url` query value, else what follows
 * `public-redirect/` in the path (e.g. /supplier/public-redirect/acme-roofing-100123).
 */
export function publicProfileUrlOf(pathname: string, search: string): string {
  const fromQuery = new URLSearchParams(search).get('url');
  if (fromQuery) return fromQuery;
  const marker = `/${SUPPLIER_ROUTES.publicRedirect}/`;
  const at = pathname.indexOf(marker);
  return at < 0 ? '' : decodeURIComponent(pathname.slice(at + marker.length));
}

/** Looks up the supplier behind a public profile url, then opens its summary (spec 02 §2.1). */
export function PublicRedirect() {
  const { t } = useTranslation('supplierProfile');
  const errorText = useErrorText();
  const { pathname, search } = useLocation();
  const url = publicProfileUrlOf(pathname, search);
  const { status, data, error, retry } = useResource(publicProfileLookup, url ? { url } : null);

  if (!url || (status === 'error' && error?.status === 404)) {
    return (
      <>
        <h1 className="visually-hidden">{t('common:screens.supplier')}</h1>
        <ErrorPanel heading={t('publicRedirect.notFound')} />
      </>
    );
  }
  if (status === 'error' && error) {
    return (
      <>
        <h1 className="visually-hidden">{t('common:screens.supplier')}</h1>
        <ErrorPanel heading={t('publicRedirect.failed')} message={errorText(error)} actionLabel={t('common:tryAgain')} onAction={retry} />
      </>
    );
  }
  if (status === 'loaded' && data) return <Navigate to={tabHref('summary', data.entityId)} replace />;
  return <Loader label={t('loadingProfile')} />;
}
