import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';

function UnavailableText() {
  const { t } = useTranslation('lookupFailures');
  return <>{t('unavailable')}</>;
}

/**
 * Said in place of "no matches" when a look-up failed (issue 11): the spec only logs the failure,
 * but an empty answer would tell the buyer a registered supplier is absent. Its words load only
 * when a look-up fails, so the landing's first load does not carry them.
 */
export function LookupUnavailable() {
  return (
    <Suspense fallback={null}>
      <UnavailableText />
    </Suspense>
  );
}
