import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@/ui';

/** Replaces the form after a successful invite; "Go back" returns to the previous page. */
export function InviteSuccess({ onGoBack }: { onGoBack: () => void }) {
  const { t } = useTranslation('invite');
  return (
    <Alert tone="success" title={t('success.title')} autoCloseMs={null}>
      <p>{t('success.message')}</p>
      <Button variant="secondary" onPress={onGoBack}>
        {t('actions.goBack')}
      </Button>
    </Alert>
  );
}
