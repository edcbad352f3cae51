import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { joinAddress } from '@/lib/address';
import { useErrorText } from '@/platform/i18n';
import { Badge, listPagination, PagedTable, type PagedTableColumn, type SortDescriptor } from '@/ui';
import type { LocationDto } from '@/services/supplier/profileTabTypes';
import { LOCATION_PAGE_SIZES } from './locationsList';
import { useSupplierLocations } from './useSupplierLocations';

type LocationRow = LocationDto & { id: number };

const Address = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The supplier's locations (spec 02 §2.8): the address (its non-empty parts joined in the spec's
 * order) sortable on the server, the primary location tagged, 10, 30 or 50 a page. Page, size and
 * sort live in the URL. Used by the overview and the summary.
 */
export function LocationsTable({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('profileLocations');
  const errorText = useErrorText();
  const { status, data, error, retry, params, change, total = 0 } = useSupplierLocations(supplierId);

  const columns = useMemo<PagedTableColumn<LocationRow>[]>(
    () => [
      {
        id: 'addressLine1',
        title: t('columns.address'),
        isSortable: true,
        isRowHeader: true,
        cell: (row) => (
          <Address>
            {joinAddress(row)}
            {row.isPrimary && <Badge tone="info">{t('primary')}</Badge>}
          </Address>
        ),
      },
    ],
    [t],
  );
  const rows = useMemo(
    () => data?.locations.map((location, index) => ({ ...location, id: (params.page - 1) * params.pageSize + index })),
    // Rows change with the answer, not with the query that is still on its way.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data],
  );
  const sortDescriptor = useMemo<SortDescriptor>(
    () => ({ column: 'addressLine1', direction: params.sortOrder === 'desc' ? 'descending' : 'ascending' }),
    [params.sortOrder],
  );
  const onSortChange = useCallback(
    (next: SortDescriptor) => change({ sortName: 'addressLine1', sortOrder: next.direction === 'descending' ? 'desc' : 'asc' }),
    [change],
  );
  const { page, pageSize } = params;
  const pagination = useMemo(
    () =>
      listPagination({
        page,
        pageSize,
        total,
        onChange: change,
        pageSizeOptions: LOCATION_PAGE_SIZES,
        summary: (range) => t('range', range),
        label: (name, values) => t(`pagination.${name}`, values),
      }),
    [page, pageSize, total, change, t],
  );
  const emptyState = useMemo(() => t('empty'), [t]);

  return (
    <PagedTable<LocationRow>
      aria-label={t('tableLabel')}
      narrowLayout="cards"
      columns={columns}
      rows={rows}
      status={status}
      loadingLabel={t('loading')}
      emptyState={emptyState}
      sortDescriptor={sortDescriptor}
      onSortChange={onSortChange}
      pagination={pagination}
      error={
        error
          ? { heading: t('loadFailed'), message: errorText(error), retryLabel: t('common:tryAgain'), onRetry: retry }
          : null
      }
    />
  );
}
