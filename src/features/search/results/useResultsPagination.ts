import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { PaginationProps } from '@/ui';
import { PAGE_SIZE_OPTIONS } from '../session/resultsQuery';
import { pageChanged, pageSizeChanged } from '../session/resultsSlice';

/**
 * "Showing x to y of z", the page buttons and rows per page, as one memoised value: PagedTable's
 * pager renders again only when these change.
 */
export function useResultsPagination(page: number, pageSize: number, total: number): PaginationProps {
  const { t } = useTranslation('search');
  const dispatch = useDispatch();
  return useMemo(() => {
    const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
    const last = Math.min(page * pageSize, total);
    return {
      page,
      pageSize,
      total,
      pageSizeOptions: PAGE_SIZE_OPTIONS,
      onPageChange: (next: number) => dispatch(pageChanged(next)),
      onPageSizeChange: (size: number) => dispatch(pageSizeChanged(size)),
      summary: t('range', { from: first, to: last, total }),
      labels: {
        navigation: t('pagination.navigation'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        page: (n: number) => t('pagination.page', { page: n }),
        rowsPerPage: t('pagination.rowsPerPage'),
      },
    };
  }, [page, pageSize, total, t, dispatch]);
}
