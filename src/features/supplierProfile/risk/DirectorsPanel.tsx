import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/platform/i18n';
import { DataTable, ErrorPanel, Spinner, type DataTableColumn, type SortDescriptor } from '@/ui';
import { DEFAULT_DIRECTORS_SORT, sortDirectors } from './directorsSort';
import { useDirectors } from './hooks';
import { Muted, WidgetCard } from './widgets.styles';

type Column = 'name' | 'companies';
type Row = ReturnType<typeof sortDirectors>[number];

/**
 * The directors panel (spec 02 §2.7): Director Name and Companies Related, both sortable, loaded by
 * company house number. The list is whole and small, so it sorts on the page.
 */
export function DirectorsPanel({ companyHouseNumber }: { companyHouseNumber: string | null }) {
  const { t, i18n } = useTranslation('riskAnalytics');
  const errorText = useErrorText();
  const headingId = useId();
  const { status, data, error, retry } = useDirectors(companyHouseNumber || null);
  const [sort, setSort] = useState<SortDescriptor>(DEFAULT_DIRECTORS_SORT);
  const rows = useMemo(() => sortDirectors(data ?? [], sort, i18n.language), [data, sort, i18n.language]);
  const columns = useMemo<DataTableColumn<Column>[]>(() => [
    { id: 'name', title: t('directors.name'), isSortable: true, isRowHeader: true },
    { id: 'companies', title: t('directors.companies'), isSortable: true },
  ], [t]);

  const body = () => {
    if (!companyHouseNumber) return <Muted>{t('directors.noHouseNumber')}</Muted>;
    if (status === 'error' && error) {
      return <ErrorPanel headingLevel={4} heading={t('directors.error')} message={errorText(error)} actionLabel={t('tryAgain')} onAction={retry} />;
    }
    if (status !== 'loaded') return <Spinner label={t('directors.loading')} />;
    return (
      <DataTable<Row, Column>
        aria-label={t('directors.tableLabel')}
        narrowLayout="cards"
        columns={columns}
        rows={rows}
        renderCell={(row, column) => (column === 'name' ? row.name : row.totalCompanies)}
        sortDescriptor={sort}
        onSortChange={setSort}
        emptyState={t('directors.empty')}
      />
    );
  };
  return (
    <WidgetCard aria-labelledby={headingId}>
      <h3 id={headingId}>{t('directors.heading')}</h3>
      {body()}
    </WidgetCard>
  );
}
