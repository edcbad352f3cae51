import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { translatePerItem } from '@/platform/i18n';
import { href, useLocation } from '@/platform/router';
import { ANY_COMPANY_NUMBER, companyNumberWordingFor, registrationField } from '@/platform/community/wording';
import { selectCanSelectRows, useCommunityCode } from '@/platform/session';
import type { SearchResultsResponse, SortName, SupplierSearchResult } from '@/services/search/types';
import { Button, EmptyState, Link, type PagedTableColumn, type PagedTableProps, type Selection, type SortDescriptor } from '@/ui';
import { useAddToSupplyChain } from './useAddToSupplyChain';
import { resultsSorted, selectionChanged, selectionCleared } from '../session/resultsSlice';
import { selectSelection } from '../session/selectors';
import { selectCanSeeLevels } from '../session/permissions';
import { useCanAddToSupplyChain } from './resultsActions';
import { profileOriginState } from './profileOrigin';
import { headOffice, isVerified, levelGoal } from './supplierRules';

export type ResultsColumnId = 'name' | 'registration' | 'companySize' | 'headOffice' | 'countryCode' | 'level' | 'status' | 'actions';
export type ResultsRow = SupplierSearchResult & { id: number };

type ResultsTableProps = Pick<
  PagedTableProps<ResultsRow, ResultsColumnId>,
  'columns' | 'rows' | 'sortDescriptor' | 'onSortChange' | 'selection' | 'emptyState'
>;

const SORTABLE: ReadonlySet<ResultsColumnId> = new Set<ResultsColumnId>(['name', 'companySize', 'countryCode']);

/**
 * The columns, rows, sort and selection of one loaded page, as one memoised value: PagedTable
 * renders its 50 rows again only when these change (the response, its sort included, or the
 * selection), not on each URL change or loading flag.
 */
export function useResultsTable(response: SearchResultsResponse | null | undefined): ResultsTableProps {
  const { t } = useTranslation('search');
  const dispatch = useDispatch();
  const community = useCommunityCode();
  const canSeeLevels = useSelector(selectCanSeeLevels);
  const canAdd = useCanAddToSupplyChain();
  // Selection serves Compare as well as the add dialog (issue 41): the policy alone decides it.
  const canSelect = useSelector(selectCanSelectRows);
  const selection = useSelector(selectSelection);
  const addToSupplyChain = useAddToSupplyChain();
  // The page, sort and sid the buyer is on: Close profile comes back to exactly this page.
  const { pathname, search } = useLocation();

  return useMemo(() => {
    const openedFrom = { state: profileOriginState({ pathname, search }) };
    // Back from the profile the results are selection-free (issue 37 item 1).
    const clearSelection = () => dispatch(selectionCleared());
    const registration = registrationField(community);
    // Row labels are translated once per page, not once per row.
    const addLabel = t('table.add');
    const addRowLabel = translatePerItem(t, 'table.addRow', 'name');
    const selectRowLabel = translatePerItem(t, 'table.selectRow', 'name');
    // Each number is named by its supplier's country (a GB number is no SIREN to a French buyer),
    // translated once per country on the page.
    const numberNames = new Map<string, string>();
    const numberName = (country: string) => {
      if (!numberNames.has(country)) numberNames.set(country, t(companyNumberWordingFor(country), { ns: 'common' }));
      return numberNames.get(country)!;
    };
    const verifiedLabel = t('table.verified');
    const notVerifiedLabel = t('table.notVerified');

    const columns: PagedTableColumn<ResultsRow, ResultsColumnId>[] = [
      {
        id: 'name', title: t('table.name'), isSortable: true, isRowHeader: true,
        cell: (row) => (
          <Link href={href.supplier({ supplierId: row.entityID })} routerOptions={openedFrom} onPress={clearSelection}>
            {row.name}
          </Link>
        ),
      },
      {
        id: 'registration', title: t(ANY_COMPANY_NUMBER, { ns: 'common' }),
        cell: (row) =>
          row[registration] ? (
            <span className="company-number">
              {row[registration]}
              <span className="kind">{numberName(row.countryCode)}</span>
            </span>
          ) : null,
      },
      { id: 'companySize', title: t('table.companySize'), isSortable: true, cell: (row) => row.companySize },
      {
        id: 'headOffice', title: t('table.headOffice'),
        cell: (row) => {
          const office = headOffice(row);
          return [office?.city, office?.postcode].filter(Boolean).join(', ');
        },
      },
      { id: 'countryCode', title: t('table.country'), isSortable: true, cell: (row) => row.countryCode },
      ...(canSeeLevels ? [{ id: 'level' as const, title: t('table.level'), cell: (row: ResultsRow) => levelGoal(row)?.goal }] : []),
      {
        id: 'status', title: t('table.status'),
        cell: (row) => {
          const verified = isVerified(row);
          return (
            <span className="status-marker" data-verified={verified || undefined}>
              {verified ? verifiedLabel : notVerifiedLabel}
            </span>
          );
        },
      },
      ...(canAdd
        ? [{
            id: 'actions' as const, title: t('table.actions'),
            cell: (row: ResultsRow) => (
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
            ),
          }]
        : []),
    ];

    const rows: ResultsRow[] | undefined = response?.results.map((r) => ({ ...r, id: r.entityID }));

    // The order the rows are in, as the service reports it (no arrow for a random order).
    const sorting = response?.metadata.sorting;
    const sortDescriptor: SortDescriptor | undefined =
      !sorting || sorting.order === 'random'
        ? undefined
        : { column: sorting.name, direction: sorting.order === 'asc' ? 'ascending' : 'descending' };

    const onSortChange = ({ column, direction }: SortDescriptor) => {
      if (!SORTABLE.has(column as ResultsColumnId)) return;
      dispatch(resultsSorted({ sortName: column as SortName, sortOrder: direction === 'ascending' ? 'asc' : 'desc' }));
    };

    const onSelectionChange = (keys: Selection) => {
      const ids = keys === 'all' ? (rows ?? []).map((r) => r.id) : [...keys].map(Number);
      dispatch(selectionChanged(ids));
    };

    return {
      columns,
      rows,
      sortDescriptor,
      onSortChange,
      selection: canSelect
        ? { selectedKeys: new Set(selection), onSelectionChange, selectAllLabel: t('table.selectAll'), rowLabel: (row) => selectRowLabel(row.name) }
        : undefined,
      emptyState: <EmptyState heading={t('empty.heading')} advice={t('empty.advice')} headingLevel={2} />,
    };
  }, [response, selection, canSelect, canAdd, canSeeLevels, community, t, dispatch, addToSupplyChain, pathname, search]);
}
