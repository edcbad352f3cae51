import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AsyncState } from '@/platform/async';
import type { PaginationProps, SortDescriptor } from '@/ui';
import type { DocumentPageDto } from '@/services/documents/types';
import type { ListParams, UseListParams } from '@/platform/list';
import { DOCUMENT_PAGE_SIZES } from '../documentsListParams';

/**
 * What both document tables share: the rows kept on screen while the next page loads (dimmed, not
 * replaced by a spinner), the sort descriptor, and the pager.
 */
export function useDocumentTable<S extends string, F extends string>(
  list: UseListParams<S, F>,
  page: Pick<AsyncState<DocumentPageDto>, 'status' | 'data'>,
) {
  const { t } = useTranslation('profileDocuments');
  const shown = useRef<DocumentPageDto | null>(null);
  if (page.data) shown.current = page.data;
  const data = page.data ?? shown.current;
  const { params, change }: { params: ListParams<S, F>; change: UseListParams<S, F>['change'] } = list;

  const sortDescriptor = useMemo<SortDescriptor>(
    () => ({ column: params.sortName, direction: params.sortOrder === 'asc' ? 'ascending' : 'descending' }),
    [params.sortName, params.sortOrder],
  );
  // The sorted column toggles its direction; another column starts descending for dates, ascending for names.
  const onSortChange = useCallback(
    ({ column }: SortDescriptor) => {
      if (column === params.sortName) change({ sortOrder: params.sortOrder === 'asc' ? 'desc' : 'asc' });
      else change({ sortName: column as S, sortOrder: column === 'createdAt' ? 'desc' : 'asc' });
    },
    [change, params.sortName, params.sortOrder],
  );

  const total = data?.numberOfResults ?? 0;
  const pagination = useMemo<PaginationProps>(
    () => ({
      page: params.page,
      pageSize: params.pageSize,
      total,
      pageSizeOptions: DOCUMENT_PAGE_SIZES,
      onPageChange: (next: number) => change({ page: next }),
      onPageSizeChange: (size: number) => change({ pageSize: size }),
      summary: total
        ? t('pagination.summary', { from: (params.page - 1) * params.pageSize + 1, to: Math.min(total, params.page * params.pageSize), total })
        : undefined,
      labels: {
        navigation: t('pagination.navigation'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        page: (n: number) => t('pagination.page', { page: n }),
        rowsPerPage: t('pagination.rowsPerPage'),
      },
    }),
    [change, params.page, params.pageSize, t, total],
  );

  return { rows: data?.documents, total: data ? total : undefined, sortDescriptor, onSortChange, pagination };
}
