import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/platform/i18n';
import type { ApiError } from '@/platform/http';
import { Alert } from '@/ui';

/** Server-side errors: "Following errors acquired:" then each property failure (spec 01 §2, §8). */
export function ServerErrors({ error }: { error: ApiError }) {
  const { t } = useTranslation('invite');
  const errorText = useErrorText();
  const failures = (error.validationIssues ?? []).flatMap((issue) => issue.propertyFailures ?? (issue.errorMessage ? [issue.errorMessage] : []));
  return (
    <Alert tone="danger" title={t('errors.title')} autoCloseMs={null}>
      {failures.length > 0 ? (
        <ul>
          {failures.map((failure, i) => (
            <li key={i}>{failure}</li>
          ))}
        </ul>
      ) : (
        <p>{errorText(error)}</p>
      )}
    </Alert>
  );
}
