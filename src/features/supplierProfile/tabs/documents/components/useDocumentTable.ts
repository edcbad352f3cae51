import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listPagination, type SortDescriptor } from '@/ui';
import type { DocumentPageDto } from '@/services/documents/types';
import type { PagedResource } from '@/platform/list';
import { DOCUMENT_PAGE_SIZES } from '../documentsListParams';

/**
 * What both document tables share: the sort descriptor and the pager (none while there are no
 * rows). The page on show, kept while the next one loads, comes from usePagedResource.
 */
export function useDocumentTable<S extends string, F extends string>(list: PagedResource<S, F, DocumentPageDto>) {
  const { t } = useTranslation('profileDocuments');
  const { params, change, data } = list;

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

  const total = list.total ?? 0;
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

  return { rows: data?.documents, total: list.total, sortDescriptor, onSortChange, pagination };
}
