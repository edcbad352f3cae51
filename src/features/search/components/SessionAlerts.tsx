import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/platform/http';
import { useErrorText } from '@/platform/i18n';
import { href } from '@/platform/router';
import { Alert, Button, LinkButton } from '@/ui';

function Details({ error }: { error: ApiError }) {
  const errorText = useErrorText();
  return <>{errorText(error, { withDetail: true })}</>;
}

/** The search service does not know the session (HTTP 404): asking again cannot help. */
export const isSearchGoneError = (error: ApiError | null | undefined) => error?.status === 404;

/**
 * "This search is no longer available": the one message for a session that cannot be found, with
 * a way forward instead of a Try again that would fail the same way.
 */
export function SearchGone() {
  const { t } = useTranslation('search');
  return (
    <Alert tone="warning" title={t('searchGone.title')}>
      <p>{t('searchGone.message')}</p>
      <LinkButton href={href.landing()} variant="secondary">
        {t('searchGone.startNew')}
      </LinkButton>
    </Alert>
  );
}

/** "The filters of this search could not be loaded", with what failed and a way to ask again. */
export function SessionLoadFailed({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useTranslation('search');
  if (isSearchGoneError(error)) return <SearchGone />;
  return (
    <Alert tone="danger" title={t('sessionFailed')}>
      <p>
        <Details error={error} />
      </p>
      <Button variant="secondary" onPress={onRetry}>
        {t('tryAgain', { ns: 'common' })}
      </Button>
    </Alert>
  );
}

/** "Your search could not be started": creating or updating the session failed; the choices stay. */
export function SessionSaveFailed({ error }: { error: ApiError }) {
  const { t } = useTranslation('search');
  return (
    <Alert tone="danger" title={t('saveFailed')}>
      <Details error={error} />
    </Alert>
  );
}
