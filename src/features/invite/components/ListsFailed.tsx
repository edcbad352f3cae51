import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/platform/http';
import { useErrorText } from '@/platform/i18n';
import { Alert, Button } from '@/ui';

/**
 * A reference list the form needs could not be loaded: say which, why (the server's own message
 * when it gave one, spec 01 §8), and offer Try again instead of a reload.
 */
export function ListsFailed({ title, error, onRetry }: { title: string; error: ApiError | null; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Alert tone="danger" title={title} autoCloseMs={null}>
      {error && <p>{errorText(error)}</p>}
      <Button variant="secondary" onPress={onRetry}>
        {t('tryAgain')}
      </Button>
    </Alert>
  );
}
