import { useTranslation } from 'react-i18next';

// Placeholder until the search screens land (issue 4); says so plainly.
export function ResultsScreen() {
  const { t } = useTranslation();
  return (
    <section>
      <h1>{t('screens.results')}</h1>
      <p>{t('notBuilt.message')}</p>
    </section>
  );
}
