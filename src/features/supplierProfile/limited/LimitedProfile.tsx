import { useTranslation } from 'react-i18next';

/** The limited off-platform profile (spec 02 §2.15). */
export function LimitedProfile({ sourceId }: { sourceId: string }) {
  const { t } = useTranslation('supplierProfile');
  return (
    <section>
      <h1>{t('limited.heading')}</h1>
      <p>{sourceId}</p>
    </section>
  );
}
