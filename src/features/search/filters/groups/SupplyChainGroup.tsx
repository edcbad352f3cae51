import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/platform/i18n';
import { Alert, Spinner } from '@/ui';
import { useSupplyChain } from '../hooks';
import { groupingEntry } from '../model/filterEntries';
import { EntryCheckboxes } from './EntryCheckboxes';

/** Segments (list groupings) of the chosen unit's supply chain. */
export function SupplyChainGroup() {
  const { t } = useTranslation('searchFilters');
  const errorText = useErrorText();
  const { supplyChain, segments } = useSupplyChain();
  const error = supplyChain.error ?? segments.error;
  if (error) {
    return (
      <Alert tone="danger" autoCloseMs={null}>
        {error.status === 403 ? t('errors.forbidden') : errorText(error)}
      </Alert>
    );
  }
  if (segments.status !== 'loaded') return <Spinner label={t('supplyChain.loading')} />;
  if (!segments.data?.length) return <p>{t('supplyChain.none')}</p>;
  return (
    <EntryCheckboxes
      label={t('supplyChain.segments')}
      options={segments.data.map((segment) => ({ label: segment.name, entry: groupingEntry(segment) }))}
    />
  );
}
