import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/platform/http';
import { useErrorText } from '@/platform/i18n';
import { Alert, Button } from '@/ui';

function Details({ error }: { error: ApiError }) {
  const errorText = useErrorText();
  return <>{errorText(error, { withDetail: true })}</>;
}

/** "The filters of this search could not be loaded", with what failed and a way to ask again. */
export function SessionLoadFailed({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useTranslation('search');
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
