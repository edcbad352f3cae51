import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AsyncState } from '@/platform/async';
import { listPagination, type SortDescriptor } from '@/ui';
import type { DocumentPageDto } from '@/services/documents/types';
import type { ListParams, UseListParams } from '@/platform/list';
import { DOCUMENT_PAGE_SIZES } from '../documentsListParams';

/**
 * What both document tables share: the rows kept on screen while the next page loads (dimmed, not
 * replaced by a spinner), the sort descriptor, and the pager (none while there are no rows).
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
  const pagination = useMemo(
    () =>
      listPagination({
        page: params.page,
        pageSize: params.pageSize,
        total,
        onChange: change,
        pageSizeOptions: DOCUMENT_PAGE_SIZES,
        summary: ({ first, last }) => t('pagination.summary', { from: first, to: last, total }),
        label: (name, values) => t(`pagination.${name}`, values),
      }),
    [change, params.page, params.pageSize, t, total],
  );

  return { rows: data?.documents, total: data ? total : undefined, sortDescriptor, onSortChange, pagination };
}
