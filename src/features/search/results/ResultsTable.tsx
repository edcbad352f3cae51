import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { translatePerItem } from '@/platform/i18n';
import { COMMUNITY_WORDING, registrationField } from '@/platform/community/wording';
import { selectCanSelectRows, useCommunityCode } from '@/platform/session';
import type { SearchResultsResponse, SortName, SupplierSearchResult } from '@/services/search/types';
import { Button, EmptyState, Link, type DataTableColumn, type Selection, type SortDescriptor } from '@/ui';
import { useAddToSupplyChain } from './useAddToSupplyChain';
import { resultsSorted, selectionChanged } from '../session/resultsSlice';
import { searchRoutes } from '../session/routes';
import { selectSelection } from '../session/selectors';
import { selectCanSeeLevels } from '../session/permissions';
import { useCanAddToSupplyChain } from './resultsActions';
import { headOffice, isVerified, levelGoal } from './supplierRules';
import { ResultsDataTable } from './ResultsTable.styles';

type ColumnId = 'name' | 'registration' | 'companySize' | 'headOffice' | 'countryCode' | 'level' | 'status' | 'actions';
type Row = SupplierSearchResult & { id: number };

const SORTABLE: ReadonlySet<ColumnId> = new Set<ColumnId>(['name', 'companySize', 'countryCode']);

interface Props {
  response: SearchResultsResponse;
}

/**
 * The rows of one loaded page. Memoised and driven only by the response (its sort included) and
 * the selection: a RAC table of 50 rows is costly to render, so it renders when its rows change,
 * not on each URL change or loading flag (the screen dims it while the next page loads).
 */
export const ResultsTable = memo(function ResultsTable({ response }: Props) {
  const { t } = useTranslation('search');
  const dispatch = useDispatch();
  const community = useCommunityCode();
  const canSeeLevels = useSelector(selectCanSeeLevels);
  const canSelect = useSelector(selectCanSelectRows);
  const canAdd = useCanAddToSupplyChain();
  const selection = useSelector(selectSelection);
  const addToSupplyChain = useAddToSupplyChain();
  const registration = registrationField(community);

  const columns: DataTableColumn<ColumnId>[] = [
    { id: 'name', title: t('table.name'), isSortable: true, isRowHeader: true },
    { id: 'registration', title: t(COMMUNITY_WORDING[community].companyNumber, { ns: 'common' }) },
    { id: 'companySize', title: t('table.companySize'), isSortable: true },
    { id: 'headOffice', title: t('table.headOffice') },
    { id: 'countryCode', title: t('table.country'), isSortable: true },
    ...(canSeeLevels ? [{ id: 'level' as const, title: t('table.level') }] : []),
    { id: 'status', title: t('table.status') },
    ...(canAdd ? [{ id: 'actions' as const, title: t('table.actions') }] : []),
  ];

  // Row labels are translated once per render, not once per row.
  const addLabel = t('table.add');
  const addRowLabel = translatePerItem(t, 'table.addRow', 'name');
  const selectRowLabel = translatePerItem(t, 'table.selectRow', 'name');
  const verifiedLabel = t('table.verified');
  const notVerifiedLabel = t('table.notVerified');

  const rows: Row[] = useMemo(() => response.results.map((r) => ({ ...r, id: r.entityID })), [response]);
  const selectedKeys = useMemo(() => new Set(selection), [selection]);

  // The order the rows are in, as the service reports it (no arrow for a random order).
  const { sorting } = response.metadata;
  const sortDescriptor: SortDescriptor | undefined =
    sorting.order === 'random'
      ? undefined
      : { column: sorting.name, direction: sorting.order === 'asc' ? 'ascending' : 'descending' };

  const onSortChange = ({ column, direction }: SortDescriptor) => {
    if (!SORTABLE.has(column as ColumnId)) return;
    dispatch(resultsSorted({ sortName: column as SortName, sortOrder: direction === 'ascending' ? 'asc' : 'desc' }));
  };

  const onSelectionChange = (keys: Selection) => {
    const ids = keys === 'all' ? rows.map((r) => r.id) : [...keys].map(Number);
    dispatch(selectionChanged(ids));
  };

  const renderCell = (row: Row, column: ColumnId) => {
    const office = headOffice(row);
    switch (column) {
      case 'name':
        return <Link href={searchRoutes.supplier(row.entityID)}>{row.name}</Link>;
      case 'registration':
        return row[registration];
      case 'companySize':
        return row.companySize;
      case 'headOffice':
        return [office?.city, office?.postcode].filter(Boolean).join(', ');
      case 'countryCode':
        return row.countryCode;
      case 'level':
        return levelGoal(row)?.goal;
      case 'status': {
        const verified = isVerified(row);
        return (
          <span className="status-marker" data-verified={verified || undefined}>
            {verified ? verifiedLabel : notVerifiedLabel}
          </span>
        );
      }
      case 'actions':
        return (
          <Button
            variant="secondary"
            size="sm"
            aria-label={addRowLabel(row.name)}
            // Adding one row while others are selected would be ambiguous: use the action bar instead.
            isDisabled={selection.length > 0}
            onPress={() => addToSupplyChain([row.entityID])}
          >
            {addLabel}
          </Button>
        );
    }
  };

  return (
    <ResultsDataTable<Row, ColumnId>
      aria-label={t('table.label')}
      columns={columns}
      rows={rows}
      renderCell={renderCell}
      sortDescriptor={sortDescriptor}
      onSortChange={onSortChange}
      selection={
        canSelect
          ? {
              selectedKeys,
              onSelectionChange,
              selectAllLabel: t('table.selectAll'),
              rowLabel: (row) => selectRowLabel(row.name),
            }
          : undefined
      }
      emptyState={<EmptyState heading={t('empty.heading')} advice={t('empty.advice')} headingLevel={2} />}
    />
  );
});
