import { useTranslation } from 'react-i18next';

/** A profile route this buyer does not have (spec 02 §2.2 "anything else"): the spec's exact words. */
export function NotImplemented() {
  const { t } = useTranslation('supplierProfile');
  return (
    <section aria-labelledby="not-implemented-heading">
      <h2 id="not-implemented-heading">{t('notImplemented')}</h2>
    </section>
  );
}
